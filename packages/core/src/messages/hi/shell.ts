import type { Catalogue } from '../catalogue.ts'

export const hiShell: Catalogue['shell'] = {
  header: {
    back: 'वापस',
    close: 'बंद करें',
    loading: 'लोड हो रहा है',
    dismissAlert: 'अलर्ट हटाएँ',
  },
  connect: {
    or: 'या',
    wallets: 'वॉलेट',
    tagRecent: 'हाल ही में',
    tagInstalled: 'इंस्टॉल है',
    tagQrCode: 'QR कोड',
    allWallets: 'सभी वॉलेट',
    noWallet: 'इस ब्राउज़र में कोई वॉलेट नहीं मिला।',
    newToWallets: 'वॉलेट के बारे में नहीं जानते?',
    moreWalletsFailed: 'और वॉलेट लोड नहीं हो सके। इस ब्राउज़र के वॉलेट अब भी काम करते हैं।',
    tryAgain: 'फिर से कोशिश करें',
    loginsUnavailable: {
      email: 'ईमेल लॉग इन अभी उपलब्ध नहीं है।',
      social: 'सोशल लॉग इन अभी उपलब्ध नहीं है।',
      both: 'ईमेल और सोशल लॉग इन अभी उपलब्ध नहीं हैं।',
    },
    legalAgree: {
      both: 'मैं {terms} और {privacy} से सहमत हूँ',
      terms: 'मैं {terms} से सहमत हूँ',
      privacy: 'मैं {privacy} से सहमत हूँ',
    },
    termsOfService: 'सेवा की शर्तों',
    privacyPolicy: 'गोपनीयता नीति',
    legalFirst: 'कनेक्ट करने के लिए बॉक्स पर टिक करें।',
    continueWithWallet: 'वॉलेट से जारी रखें',
  },
}

export const hiShellTitles: Catalogue['shellTitles'] = {
  Connect: 'वॉलेट कनेक्ट करें',
  AllWallets: 'सभी वॉलेट',
  ConnectingWalletConnectBasic: 'वॉलेट कनेक्ट करें',
  Account: 'अकाउंट',
  Networks: 'नेटवर्क चुनें',
  UnsupportedChain: 'नेटवर्क बदलें',
}
