import type { Catalogue } from '../catalogue.ts'

export const jaOnramp: Catalogue['onramp'] = {
  amount: '支払う金額',
  presetLabel: '{amount}を支払う',
  currency: '通貨',
  method: '支払い方法',
  methods: { card: 'カード', bank_account: '銀行口座' },
  asset: '購入する暗号資産',
  assetOn: '{symbol}（{network}）',
  limits: '{method}：{min}〜{max} {currency}',
  provider: 'プロバイダー',
  problems: {
    amount: '0より大きい金額を、小数点以下2桁までで入力してください。',
    limits: '{method}でのお支払いは、{min}〜{max} {currency}の範囲で入力してください。',
    nothingToBuy: '現在、{network}で購入できるものはありません。',
    unavailable: 'プロバイダーのページを開けませんでした。もう一度お試しください。',
  },
  away: {
    title: '現在、購入はご利用いただけません。',
    note: 'サービスが応答しだい、ここで自動的にご利用いただけるようになります。',
  },
  fallbackOptions: 'プロバイダーの一覧を読み込めなかったため、標準の通貨を表示しています。',
  quote: '見積もり',
  youGet: '受け取る額',
  networkFee: 'ネットワーク手数料',
  providerFee: 'プロバイダー手数料',
  total: '合計',
  quoting: '見積もりを取得中…',
  quoteUnavailable: '現在、見積もりはありません。価格はプロバイダーのページに表示されます。',
  continue: '続ける',
  opening: '開いています…',
  waiting: '購入の完了を待っています…',
  waitingNote: '{provider}のページで支払いを完了してください。{symbol}がウォレットに届くと、ここに表示されます。',
  blocked: 'ブラウザがプロバイダーの画面をブロックしました。',
  openPage: '{provider}のページを開く',
  done: '{symbol}が届きました。',
  holding: '現在{amount} {symbol}を保有しています。',
  finished: '完了しました',
  backToAccount: 'アカウントに戻る',
}

export const jaOnrampTitles: Catalogue['onrampTitles'] = {
  WalletOnramp: '暗号資産を購入',
  WalletOnrampPurchase: '暗号資産を購入',
}
