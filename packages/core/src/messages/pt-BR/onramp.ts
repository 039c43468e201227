import type { Catalogue } from '../catalogue.ts'

export const ptBROnramp: Catalogue['onramp'] = {
  amount: 'Valor a pagar',
  presetLabel: 'Pagar {amount}',
  currency: 'Moeda',
  method: 'Forma de pagamento',
  methods: { card: 'Cartão', bank_account: 'Conta bancária' },
  asset: 'Cripto a comprar',
  assetOn: '{symbol} em {network}',
  limits: 'De {min} a {max} {currency} via {method}',
  provider: 'Provedor',
  problems: {
    amount: 'Digite um valor maior que 0, com no máximo 2 casas decimais.',
    limits: 'Para pagamentos via {method}, o valor deve estar entre {min} e {max} {currency}.',
    nothingToBuy: 'No momento, não há nada para comprar em {network}.',
    unavailable: 'Não foi possível abrir a página do provedor. Tente novamente.',
  },
  away: {
    title: 'A compra está indisponível no momento.',
    note: 'Ela volta a ficar disponível aqui automaticamente assim que o serviço responder.',
  },
  fallbackOptions: 'Mostrando as moedas padrão: não foi possível carregar a lista do provedor.',
  quote: 'Cotação',
  youGet: 'Você recebe',
  networkFee: 'Taxa de rede',
  providerFee: 'Taxa do provedor',
  total: 'Total',
  quoting: 'Buscando uma cotação…',
  quoteUnavailable: 'Sem cotação no momento: o provedor mostra o preço na página dele.',
  continue: 'Continuar',
  opening: 'Abrindo…',
  waiting: 'Aguardando sua compra…',
  waitingNote: 'Conclua o pagamento na página de {provider}. Seu {symbol} aparecerá aqui assim que chegar à sua carteira.',
  blocked: 'Seu navegador bloqueou a janela do provedor.',
  openPage: 'Abrir a página de {provider}',
  done: 'Seu {symbol} chegou.',
  holding: 'Agora você tem {amount} {symbol}.',
  finished: 'Já terminei',
  backToAccount: 'Voltar para a conta',
}

export const ptBROnrampTitles: Catalogue['onrampTitles'] = {
  WalletOnramp: 'Comprar cripto',
  WalletOnrampPurchase: 'Comprar cripto',
}
