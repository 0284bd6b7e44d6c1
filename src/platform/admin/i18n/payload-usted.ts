/**
 * Payload's own Spanish texts that address the reader as tú, rewritten as usted: the staff's Spanish is Spain's
 * Spanish in the usted register, like the site and the mails (docs/product.md › Register). Payload merges these
 * over its catalog (payload.config.ts, `i18n.translations`); the rest of its Spanish already says usted. Also here: a
 * text of Payload's that no Spanish reader would write (`version.unpublishedSuccessfully`, "Sin publicar exitosamente").
 * tests/unit/spanish-register.spec.ts checks the merged catalog, and that every key here is still one of Payload's.
 */
export const payloadInUsted = {
  authentication: {
    alreadyLoggedIn: 'Ya ha iniciado sesión',
    beginCreateFirstUser: 'Para empezar, cree su primer usuario.',
    checkYourEmailForPasswordReset:
      'Si la dirección de correo electrónico está asociada a una cuenta, recibirá en breve instrucciones para restablecer su contraseña. Si no ve el mensaje en su bandeja de entrada, revise la carpeta de spam o de correo no deseado.',
    forgotPasswordEmailInstructions:
      'Introduzca su correo electrónico. Recibirá un mensaje con las instrucciones para restablecer su contraseña.',
    forgotPasswordQuestion: '¿Ha olvidado su contraseña?',
    forgotPasswordUsernameInstructions:
      'Introduzca su nombre de usuario. Enviaremos las instrucciones para restablecer su contraseña a la dirección de correo electrónico asociada a él.',
    generatingNewAPIKeyWillInvalidate:
      'Generar una nueva clave API <1>invalidará</1> la clave anterior. ¿Desea continuar?',
    loggedIn: 'Para iniciar sesión con otro usuario, primero <0>cierre su sesión</0>.',
    loggedOutInactivity: 'Su sesión se ha cerrado por inactividad.',
    loggedOutSuccessfully: 'Ha cerrado la sesión correctamente.',
    loggedInChangePassword: 'Para cambiar su contraseña, vaya a <0>su cuenta</0> y cámbiela allí.',
    loginWithAnotherUser: 'Para iniciar sesión con otro usuario, primero <0>cierre su sesión</0>.',
    newAccountCreated:
      'Se ha creado una cuenta nueva para que pueda acceder a <a href="{{serverURL}}">{{serverURL}}</a>. Haga clic en el siguiente enlace o cópielo en su navegador para verificar su correo electrónico: <a href="{{verificationURL}}">{{verificationURL}}</a>.<br> Una vez verificado, podrá iniciar sesión.',
    resetYourPassword: 'Restablecer su contraseña',
    verifyYourEmail: 'Verifique su correo electrónico',
    youAreInactive:
      'Su sesión lleva un tiempo sin actividad y, por seguridad, se cerrará en breve. ¿Desea mantenerla abierta?',
    youAreReceivingResetPassword:
      'Recibe este correo porque se ha pedido restablecer la contraseña de su cuenta. Haga clic en el siguiente enlace o péguelo en su navegador para completar el proceso:',
    youDidNotRequestPassword: 'Si no lo ha pedido usted, ignore este correo: su contraseña no cambiará.',
  },
  error: {
    deletingTitle: 'Se ha producido un error al eliminar {{title}}. Compruebe su conexión y vuelva a intentarlo.',
    notAllowedToAccessPage: 'No tiene permiso para acceder a esta página.',
    notAllowedToPerformAction: 'No tiene permiso para realizar esta acción.',
    unauthorized: 'No autorizado: debe iniciar sesión para realizar esta solicitud.',
    unverifiedEmail: 'Verifique su correo electrónico antes de iniciar sesión.',
  },
  fields: {
    chooseBetweenCustomTextOrDocument: 'Elija entre introducir una URL personalizada o enlazar otro documento.',
    chooseDocumentToLink: 'Elija el documento que enlazar',
    enterURL: 'Introduzca una URL',
    searchForLanguage: 'Busque un idioma',
  },
  general: {
    changesNotSaved: 'Sus cambios no se han guardado. Si sale ahora, los perderá.',
    enterAValue: 'Introduzca un valor',
    welcome: 'Le damos la bienvenida',
    resetPreferencesDescription: 'Esto restablecerá todas sus preferencias a los valores predeterminados.',
    sorryNotFound: 'Lo sentimos, no hay nada que coincida con su solicitud.',
    unsavedChanges: 'Tiene cambios sin guardar. Guárdelos o descártelos antes de continuar.',
    unsavedChangesDuplicate: 'Tiene cambios sin guardar. ¿Desea continuar con la duplicación?',
  },
  localization: {
    selectLocaleToCopy: 'Seleccione el idioma que copiar',
  },
  upload: {
    cropToolDescription:
      'Arrastre las esquinas del área seleccionada, dibuje un área nueva o ajuste los valores a continuación.',
    dragAndDrop: 'Arrastre y suelte un archivo',
    dragAndDropHere: 'o arrastre un archivo aquí',
    focalPointDescription:
      'Arrastre el punto focal directamente en la vista previa o ajuste los valores a continuación.',
    selectCollectionToBrowse: 'Seleccione una colección para explorar',
    selectFile: 'Seleccione un archivo',
  },
  version: {
    unpublishedSuccessfully: 'Se ha retirado de la publicación.',
  },
  validation: {
    emailAddress: 'Introduzca un correo electrónico válido.',
    enterNumber: 'Introduzca un número válido.',
    username:
      'Introduzca un nombre de usuario válido. Puede contener letras, números, guiones, puntos y guiones bajos.',
  },
}
