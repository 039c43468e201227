import type { Catalogue } from '../catalogue.ts'

export const zhHKOnramp: Catalogue['onramp'] = {
  amount: '支付金額',
  presetLabel: '支付 {amount}',
  currency: '貨幣',
  method: '付款方式',
  methods: { card: '信用卡／扣賬卡', bank_account: '銀行戶口' },
  asset: '要購買的加密貨幣',
  assetOn: '{network} 上的 {symbol}',
  limits: '使用{method}：{min} 至 {max} {currency}',
  provider: '服務供應商',
  problems: {
    amount: '請輸入大於 0 的金額，小數最多 2 位。',
    limits: '使用{method}付款時，金額必須介於 {min} 到 {max} {currency} 之間。',
    nothingToBuy: '目前無法在 {network} 上購買任何資產。',
    unavailable: '無法開啟服務供應商的頁面。請再試一次。',
  },
  away: {
    title: '目前無法購買。',
    note: '服務恢復回應後，這裏會自動恢復。',
  },
  fallbackOptions: '目前顯示標準貨幣：無法載入服務供應商的列表。',
  quote: '報價',
  youGet: '你會收到',
  networkFee: '網絡手續費',
  providerFee: '服務供應商手續費',
  total: '總計',
  quoting: '正在取得報價…',
  quoteUnavailable: '目前沒有報價：服務供應商會在其頁面上顯示價格。',
  continue: '繼續',
  opening: '開啟中…',
  waiting: '正在等待你完成購買…',
  waitingNote: '請在 {provider} 的頁面上完成付款。你的 {symbol} 進入錢包後就會顯示在這裏。',
  blocked: '你的瀏覽器封鎖了服務供應商的視窗。',
  openPage: '開啟 {provider} 的頁面',
  done: '你的 {symbol} 已送達。',
  holding: '你現在持有 {amount} {symbol}。',
  finished: '我已完成',
  backToAccount: '返回帳戶',
}

export const zhHKOnrampTitles: Catalogue['onrampTitles'] = {
  WalletOnramp: '購買加密貨幣',
  WalletOnrampPurchase: '購買加密貨幣',
}
