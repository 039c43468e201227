import type { Catalogue } from '../catalogue.ts'

export const koOnramp: Catalogue['onramp'] = {
  amount: '결제 금액',
  presetLabel: '{amount} 결제',
  currency: '통화',
  method: '결제 수단',
  methods: { card: '카드', bank_account: '은행 계좌' },
  asset: '구매할 암호화폐',
  assetOn: '{symbol} ({network})',
  limits: '{method}: {min}~{max} {currency}',
  provider: '제공업체',
  problems: {
    amount: '0보다 큰 금액을 소수점 이하 2자리까지 입력하세요.',
    limits: '{method} 결제 금액은 {min}~{max} {currency} 사이여야 해요.',
    nothingToBuy: '지금은 {network}에서 구매할 수 있는 항목이 없어요.',
    unavailable: '제공업체 페이지를 열지 못했어요. 다시 시도해 주세요.',
  },
  away: {
    title: '지금은 구매할 수 없어요.',
    note: '서비스가 응답하면 여기에서 자동으로 다시 이용할 수 있어요.',
  },
  fallbackOptions: '제공업체의 목록을 불러오지 못해 기본 통화를 표시하고 있어요.',
  quote: '견적',
  youGet: '받는 금액',
  networkFee: '네트워크 수수료',
  providerFee: '제공업체 수수료',
  total: '합계',
  quoting: '견적을 가져오는 중…',
  quoteUnavailable: '지금은 견적이 없어요. 가격은 제공업체 페이지에 표시돼요.',
  continue: '계속',
  opening: '여는 중…',
  waiting: '구매를 기다리는 중…',
  waitingNote: '{provider} 페이지에서 결제를 완료하세요. 지갑에 {symbol} 입금이 확인되면 여기에 표시돼요.',
  blocked: '브라우저가 제공업체 창을 차단했어요.',
  openPage: '{provider} 페이지 열기',
  done: '{symbol} 입금이 완료되었어요.',
  holding: '현재 보유량: {amount} {symbol}.',
  finished: '완료했어요',
  backToAccount: '계정으로 돌아가기',
}

export const koOnrampTitles: Catalogue['onrampTitles'] = {
  WalletOnramp: '암호화폐 구매',
  WalletOnrampPurchase: '암호화폐 구매',
}
