/**
 * Spanish text of the road trips' stop notes, keyed by the English note as lib/db/seed/data/road-trips.ts
 * writes it. A stop's note has no `translations` column of its own; a note edited in the database
 * without an entry here is shown in English, marked as such.
 */
export const ROAD_TRIP_STOP_NOTES_ES: Record<string, string> = {
  'A strenuous 7-mile round trip.': 'Un recorrido exigente de 7 millas, ida y vuelta.',
  'Allow a full day.': 'Reserve un día completo.',
  'Begin with the full story of the 1963 campaign.': 'Empiece por la historia completa de la campaña de 1963.',
  'Best from December to February.': 'La mejor época es de diciembre a febrero.',
  'Book a night tour.': 'Reserve un recorrido nocturno.',
  'Bring a photo ID for the post.': 'Lleve una identificación con foto para entrar a la base.',
  'Call ahead for tour times.': 'Llame antes para consultar los horarios de las visitas guiadas.',
  'Call ahead to meet the quilters.': 'Llame antes si desea conocer a las creadoras de las colchas.',
  'Check seasonal hours.': 'Consulte el horario de temporada.',
  'Drive the Canyon Rim Parkway.': 'Recorra en auto la Canyon Rim Parkway.',
  'Fighting Joe and Schoolmaster.': 'Los campos Fighting Joe y Schoolmaster.',
  'Frank Lloyd Wright’s only Alabama building.': 'El único edificio de Frank Lloyd Wright en Alabama.',
  'Highlands, River and the short course.': 'Los campos Highlands y River, y el campo corto.',
  'Lake and Links courses.': 'Los campos Lake y Links.',
  'Midway along the march route on US-80.': 'A mitad de camino de la ruta de la marcha, sobre la US-80.',
  'Order the chicken with white sauce.': 'Pida el pollo con salsa blanca.',
  'Peak migration is in April.': 'La migración alcanza su punto máximo en abril.',
  'Plan at least two hours.': 'Calcule al menos dos horas.',
  'Rent a bike for the Backcountry Trail.': 'Alquile una bicicleta para el Backcountry Trail.',
  'Saturday mornings.': 'Los sábados por la mañana.',
  'Sunset over Perdido Pass.': 'La puesta de sol sobre Perdido Pass.',
  'Take the ferry across the bay.': 'Cruce la bahía en el ferry.',
  'The Judge, Senator and Legislator.': 'Los campos The Judge, Senator y Legislator.',
  'The campaign’s war room.': 'El cuartel general de la campaña.',
  'Tour the sanctuary and basement museum.': 'Visite el templo y el museo del sótano.',
  'Walk across the bridge on foot.': 'Cruce el puente a pie.',
  'Walk the Freedom Walk sculptures.': 'Recorra las esculturas del Freedom Walk.',
  'Walk the Pine Beach Trail.': 'Recorra a pie el Pine Beach Trail.',
  'Where the Selma marches began.': 'Donde comenzaron las marchas de Selma.',
};
