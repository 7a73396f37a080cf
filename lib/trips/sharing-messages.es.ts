import type { Translation } from '@/lib/i18n/translation';
import type { SHARING_MESSAGES } from './sharing-messages';

// The plan-together and read-only sharing pages in Spanish (sharing-messages.ts has the English).
export const SHARING_MESSAGES_ES: Translation<typeof SHARING_MESSAGES> = {
  inviteNotValid: 'Esta invitación no es válida o ya venció.',
  invitedBy: 'Invitación de {inviter} para planificar “{trip}”',
  inviteClosedTitle: 'Esta invitación ya no se puede usar',
  inviteClosedHelp:
    'Pídale un nuevo enlace a la persona que lo invitó. Cada enlace de invitación sirve para que se una una sola persona.',
  alreadyPlanning: 'Usted ya planifica “{trip}”.',
  openTrip: 'Abrir el viaje',
  joinPrompt: 'Inicie sesión o regístrese para unirse a este viaje y planificarlo en conjunto.',
  joinButton: 'Iniciar sesión para unirse',
  join: 'Unirse a este viaje',
  makeInvite: 'Crear un enlace de invitación',
  inviteMade:
    'Envíe este enlace a la persona con quien quiere planificar el viaje. Sirve para una sola persona y es válido por 7 días.',
  openInvitesHeading: 'Invitaciones sin usar',
  noOpenInvites: 'No hay invitaciones pendientes.',
  inviteLabel: 'Enlace de invitación {n}, válido hasta {expires}',
  withdraw: 'Retirar',
  withdrawLabel: 'Retirar el enlace de invitación {n}, válido hasta {expires}',
  withdrawn: 'Se retiró la invitación. Ese enlace ya no funciona.',
  withdrawFailed: 'No se pudo retirar la invitación. Inténtelo de nuevo.',
  shareHeading: 'Compartir solo para ver',
  shareIntro:
    'Un enlace de solo lectura muestra el itinerario a cualquier persona que lo tenga, haya iniciado sesión o no. Nadie puede cambiar nada con ese enlace.',
  makeShare: 'Crear un enlace de solo lectura',
  shareMade: 'Se creó el enlace de solo lectura. Cualquier persona que lo tenga puede ver este viaje.',
  shareFailed: 'No se pudo crear el enlace. Inténtelo de nuevo.',
  noShareLinks: 'No hay enlaces de solo lectura.',
  shareLabel: 'Enlace de solo lectura {n}, creado el {made}',
  stopSharing: 'Dejar de compartir',
  stopSharingLabel: 'Dejar de compartir el enlace de solo lectura {n}, creado el {made}',
  stopped: 'Se dejó de compartir. Ese enlace ahora muestra una página no encontrada.',
  stopFailed: 'No se pudo dejar de compartir. Inténtelo de nuevo.',
  sharedBy: 'Se compartió con usted para que lo consulte. Solo quienes planifican el viaje pueden cambiarlo.',
  pageTitle: 'Planificar en conjunto',
  planTogether: 'Planifique {trip} en conjunto',
  planTogetherIntro:
    'Cada enlace de invitación permite que una persona inicie sesión, y vea y edite este viaje con usted. Solo usted puede eliminarlo, y puede quitarle el acceso a cualquier persona en cualquier momento.',
  collaboratorsHeading: 'Planifican con usted',
  noCollaborators: 'Todavía no se ha unido nadie.',
  revoke: 'Quitar acceso',
  revokeLabel: 'Quitar el acceso de {email}',
  revoked: '{email} ya no puede ver ni editar este viaje.',
  revokeFailed: 'No se pudo quitar el acceso de {email}. Inténtelo de nuevo.',
  sharedTitle: 'Viaje compartido',
  sharedDates: 'Del {start} al {end}',
};
