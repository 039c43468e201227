import type { Locale } from '@foyer/core'
import type { NamespaceTexts } from '@foyer/core/internal'

/** The bip122 namespace's own words in every locale but English (bitcoinNamespace.ts has the English). */
export const bitcoinTexts: Record<Exclude<Locale, 'en'>, NamespaceTexts> = {
  ar: { receiverPlaceholder: 'عنوان Bitcoin (bc1…)' },
  de: { receiverPlaceholder: 'Bitcoin-Adresse (bc1…)' },
  es: { receiverPlaceholder: 'Dirección de Bitcoin (bc1…)' },
  fr: { receiverPlaceholder: 'Adresse Bitcoin (bc1…)' },
  hi: { receiverPlaceholder: 'Bitcoin पता (bc1…)' },
  id: { receiverPlaceholder: 'Alamat Bitcoin (bc1…)' },
  ja: { receiverPlaceholder: 'Bitcoin アドレス（bc1…）' },
  ko: { receiverPlaceholder: 'Bitcoin 주소(bc1…)' },
  ms: { receiverPlaceholder: 'Alamat Bitcoin (bc1…)' },
  'pt-BR': { receiverPlaceholder: 'Endereço Bitcoin (bc1…)' },
  ru: { receiverPlaceholder: 'Адрес Bitcoin (bc1…)' },
  th: { receiverPlaceholder: 'ที่อยู่ Bitcoin (bc1…)' },
  tr: { receiverPlaceholder: 'Bitcoin adresi (bc1…)' },
  uk: { receiverPlaceholder: 'Адреса Bitcoin (bc1…)' },
  vi: { receiverPlaceholder: 'Địa chỉ Bitcoin (bc1…)' },
  'zh-CN': { receiverPlaceholder: 'Bitcoin 地址（bc1…）' },
  'zh-HK': { receiverPlaceholder: 'Bitcoin 地址（bc1…）' },
  'zh-TW': { receiverPlaceholder: 'Bitcoin 地址（bc1…）' },
}
