import type { Catalogue } from '../catalogue.ts'

export const esNames: Catalogue['names'] = {
  registerAction: 'Registrar un nombre',
  intro: 'Elige un nombre para tu cuenta. Las personas pueden enviarte fondos a ese nombre en lugar de a tu dirección.',
  label: 'Nombre',
  rule: 'Letras, números y guiones, al menos 4 caracteres.',
  problems: {
    characters: 'Usa solo letras, números y guiones.',
    tooShort: 'Usa al menos 4 caracteres.',
    tooLong: 'Usa como máximo 63 caracteres.',
    hyphens: 'Un guion no puede ir al principio ni al final del nombre, y el tercer y cuarto caracteres no pueden ser ambos guiones.',
  },
  checking: 'Verificando {name}…',
  available: '{name} está disponible.',
  taken: '{name} ya está en uso.',
  cannotCheck: 'No se pudo verificar si {name} está libre.',
  suggestions: 'Sugerencias',
  useSuggestion: 'Usar {name}',
  register: 'Registrar',
  confirmInWallet: 'Confirma en tu billetera…',
  failures: {
    taken: 'Alguien acaba de registrar {name}. Elige otro nombre.',
    accountNamed: 'Esta cuenta ya tiene un nombre: {name}.',
    tooMany: 'Se registraron demasiados nombres desde tu conexión a internet. Inténtalo de nuevo más tarde.',
    failed: 'Error al registrar el nombre. Inténtalo de nuevo.',
  },
  registered: 'Tu cuenta ahora se llama {name}. Las apps y billeteras pueden mostrarlo en lugar de tu dirección.',
  backToAccount: 'Volver a la cuenta',
}

export const esNameTitles: Catalogue['nameTitles'] = {
  RegisterAccountName: 'Elegir un nombre',
  RegisterAccountNameSuccess: 'Nombre registrado',
}
