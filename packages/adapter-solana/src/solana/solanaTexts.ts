import type { Locale } from '@foyer/core'
import type { NamespaceTexts } from '@foyer/core/internal'

/** The solana namespace's own words in every locale but English (solanaNamespace.ts has the English), spec §5's sentence among them. */
export const solanaTexts: Record<Exclude<Locale, 'en'>, NamespaceTexts> = {
  ar: { receiverPlaceholder: 'عنوان Solana', amountOrReceiverProblem: 'يُرجى إدخال مبلغ وعنوان مستلم صالحين' },
  de: { receiverPlaceholder: 'Solana-Adresse', amountOrReceiverProblem: 'Bitte gib einen gültigen Betrag und eine gültige Empfängeradresse ein' },
  es: { receiverPlaceholder: 'Dirección de Solana', amountOrReceiverProblem: 'Ingresa un monto y una dirección de destinatario válidos' },
  fr: { receiverPlaceholder: 'Adresse Solana', amountOrReceiverProblem: 'Veuillez saisir un montant et une adresse de destinataire valides' },
  hi: { receiverPlaceholder: 'Solana पता', amountOrReceiverProblem: 'कृपया मान्य राशि और प्राप्तकर्ता का पता दर्ज करें' },
  id: { receiverPlaceholder: 'Alamat Solana', amountOrReceiverProblem: 'Masukkan jumlah dan alamat penerima yang valid' },
  ja: { receiverPlaceholder: 'Solana アドレス', amountOrReceiverProblem: '有効な金額と受取人のアドレスを入力してください' },
  ko: { receiverPlaceholder: 'Solana 주소', amountOrReceiverProblem: '올바른 금액과 받는 사람 주소를 입력해 주세요' },
  ms: { receiverPlaceholder: 'Alamat Solana', amountOrReceiverProblem: 'Sila masukkan jumlah dan alamat penerima yang sah' },
  'pt-BR': { receiverPlaceholder: 'Endereço Solana', amountOrReceiverProblem: 'Insira um valor e um endereço de destinatário válidos' },
  ru: { receiverPlaceholder: 'Адрес Solana', amountOrReceiverProblem: 'Введите корректную сумму и адрес получателя' },
  th: { receiverPlaceholder: 'ที่อยู่ Solana', amountOrReceiverProblem: 'โปรดป้อนจำนวนและที่อยู่ผู้รับที่ถูกต้อง' },
  tr: { receiverPlaceholder: 'Solana adresi', amountOrReceiverProblem: 'Lütfen geçerli bir tutar ve alıcı adresi girin' },
  uk: { receiverPlaceholder: 'Адреса Solana', amountOrReceiverProblem: 'Введіть коректну суму та адресу одержувача' },
  vi: { receiverPlaceholder: 'Địa chỉ Solana', amountOrReceiverProblem: 'Vui lòng nhập số tiền và địa chỉ người nhận hợp lệ' },
  'zh-CN': { receiverPlaceholder: 'Solana 地址', amountOrReceiverProblem: '请输入有效的金额和收款地址' },
  'zh-HK': { receiverPlaceholder: 'Solana 地址', amountOrReceiverProblem: '請輸入有效的金額和收款地址' },
  'zh-TW': { receiverPlaceholder: 'Solana 地址', amountOrReceiverProblem: '請輸入有效的金額和收款地址' },
}
