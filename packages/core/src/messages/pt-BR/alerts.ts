import type { Catalogue } from '../catalogue.ts'

export const ptBRAlerts: Catalogue['alerts'] = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'Rede não encontrada',
    longMessage: 'A rede solicitada não está configurada neste app.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Configuração do app inválida',
    longMessage: 'A origem deste app não está na lista de permissões do projeto dele.',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: 'Configuração do app inválida',
    longMessage: 'A carteira integrada não carregou. Verifique se este domínio está na lista de permissões do projeto.',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: 'Sessão expirada',
    longMessage: 'Sua sessão expirou. Faça login novamente.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'ID do projeto inválido',
    longMessage: 'O projectId usado por este app não é reconhecido pelo servidor.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'ID do projeto não configurado',
    longMessage: 'Defina um projectId nas opções do Foyer para usar o registro de carteiras e a API de blockchain.',
  },
}
