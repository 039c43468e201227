import type { Catalogue } from '../catalogue.ts'

export const zhCNOnramp: Catalogue['onramp'] = {
  amount: '支付金额',
  presetLabel: '支付 {amount}',
  currency: '货币',
  method: '支付方式',
  methods: { card: '银行卡', bank_account: '银行账户' },
  asset: '要购买的加密货币',
  assetOn: '{network} 上的 {symbol}',
  limits: '{method}支付限额：{min} 至 {max} {currency}',
  provider: '服务商',
  problems: {
    amount: '请输入大于 0 的金额，最多 2 位小数。',
    limits: '使用{method}支付时，金额必须在 {min} 至 {max} {currency} 之间。',
    nothingToBuy: '目前无法在 {network} 上购买任何资产。',
    unavailable: '无法打开服务商页面。请重试。',
  },
  away: {
    title: '暂时无法购买。',
    note: '服务恢复响应后，这里会自动恢复。',
  },
  fallbackOptions: '正在显示标准货币：无法加载服务商的货币列表。',
  quote: '报价',
  youGet: '您将获得',
  networkFee: '网络费',
  providerFee: '服务费',
  total: '总计',
  quoting: '正在获取报价…',
  quoteUnavailable: '暂无报价：服务商会在其页面上显示价格。',
  continue: '继续',
  opening: '正在打开…',
  waiting: '正在等待您完成购买…',
  waitingNote: '请在 {provider} 的页面上完成付款。{symbol} 到达您的钱包后会显示在这里。',
  blocked: '您的浏览器拦截了服务商的窗口。',
  openPage: '打开 {provider} 页面',
  done: '您的 {symbol} 已到账。',
  holding: '您现在持有 {amount} {symbol}。',
  finished: '我已完成',
  backToAccount: '返回账户',
}

export const zhCNOnrampTitles: Catalogue['onrampTitles'] = {
  WalletOnramp: '购买加密货币',
  WalletOnrampPurchase: '购买加密货币',
}
