import type { Catalogue } from '../catalogue.ts'

export const ptBRNames: Catalogue['names'] = {
  registerAction: 'Registrar um nome',
  intro: 'Escolha um nome para sua conta. As pessoas poderão enviar para ele em vez do seu endereço.',
  label: 'Nome',
  rule: 'Letras, números e hifens, com pelo menos 4 caracteres.',
  problems: {
    characters: 'Use apenas letras, números e hifens.',
    tooShort: 'Use pelo menos 4 caracteres.',
    tooLong: 'Use no máximo 63 caracteres.',
    hyphens: 'O nome não pode começar nem terminar com hífen, nem ter hifens como terceiro e quarto caracteres.',
  },
  checking: 'Verificando {name}…',
  available: '{name} está disponível.',
  taken: '{name} já está em uso.',
  cannotCheck: 'Não foi possível verificar se {name} está livre.',
  suggestions: 'Sugestões',
  useSuggestion: 'Usar {name}',
  register: 'Registrar',
  confirmInWallet: 'Confirme na sua carteira…',
  failures: {
    taken: '{name} acabou de ser registrado. Escolha outro nome.',
    accountNamed: 'Esta conta já tem um nome: {name}.',
    tooMany: 'Muitos nomes foram registrados a partir da sua rede. Tente novamente mais tarde.',
    failed: 'Erro ao registrar o nome. Tente novamente.',
  },
  registered: 'Agora sua conta se chama {name}. Apps e carteiras podem mostrar esse nome no lugar do seu endereço.',
  backToAccount: 'Voltar para a conta',
}

export const ptBRNameTitles: Catalogue['nameTitles'] = {
  RegisterAccountName: 'Escolher um nome',
  RegisterAccountNameSuccess: 'Nome registrado',
}
