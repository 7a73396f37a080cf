import type { Translation } from '@/lib/i18n/translation';
import type { OFFLINE_TEXT } from './messages';

// The offline features in Spanish (messages.ts has the English).
export const OFFLINE_TEXT_ES: Translation<typeof OFFLINE_TEXT> = {
  save: 'Guardar para usar sin conexión',
  saving: 'Guardando {done} de {total}',
  saved: 'Guardado en este dispositivo ({size}).',
  saveFailed: 'No se pudo guardar este viaje para usarlo sin conexión. Revise su conexión y vuelva a intentarlo.',
  remove: 'Eliminar de este dispositivo',
  removed: 'Se eliminó de este dispositivo.',
  queued: 'Guardado en este dispositivo; se sincronizará',
  synced: 'Viaje guardado.',
  pageTitle: 'Sin conexión',
  offlineTitle: 'No tiene conexión',
  offlineIntro: 'Esta página no se guardó en este dispositivo. Estos viajes sí están guardados y se abren sin señal:',
  offlineNone:
    'No hay viajes guardados en este dispositivo. En la página de un viaje, elija \u201cGuardar para usar sin conexión\u201d mientras tenga señal.',
  newVersion: 'Hay una nueva versión disponible',
  reload: 'Recargar',
};
