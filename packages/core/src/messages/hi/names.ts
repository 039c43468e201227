import type { Catalogue } from '../catalogue.ts'

export const hiNames: Catalogue['names'] = {
  registerAction: 'नाम रजिस्टर करें',
  intro: 'अपने अकाउंट के लिए एक नाम चुनें। लोग आपके पते की जगह इस नाम पर भेज सकते हैं।',
  label: 'नाम',
  rule: 'अक्षर, अंक और हाइफ़न, कम से कम 4 कैरेक्टर।',
  problems: {
    characters: 'सिर्फ़ अक्षर, अंक और हाइफ़न इस्तेमाल करें।',
    tooShort: 'कम से कम 4 कैरेक्टर इस्तेमाल करें।',
    tooLong: 'ज़्यादा से ज़्यादा 63 कैरेक्टर इस्तेमाल करें।',
    hyphens: 'हाइफ़न नाम की शुरुआत या अंत में नहीं हो सकता, और न ही तीसरा और चौथा कैरेक्टर हो सकता है।',
  },
  checking: '{name} जाँचा जा रहा है…',
  available: '{name} उपलब्ध है।',
  taken: '{name} पहले ही लिया जा चुका है।',
  cannotCheck: 'यह जाँचा नहीं जा सका कि {name} उपलब्ध है या नहीं।',
  suggestions: 'सुझाव',
  useSuggestion: '{name} इस्तेमाल करें',
  register: 'रजिस्टर करें',
  confirmInWallet: 'अपने वॉलेट में पुष्टि करें…',
  failures: {
    taken: '{name} अभी-अभी किसी और ने ले लिया। कोई दूसरा नाम चुनें।',
    accountNamed: 'इस अकाउंट का पहले से एक नाम है: {name}।',
    tooMany: 'आपके नेटवर्क से बहुत ज़्यादा नाम रजिस्टर किए गए। कृपया बाद में फिर से कोशिश करें।',
    failed: 'नाम रजिस्टर करने में गड़बड़ी हुई। कृपया फिर से कोशिश करें।',
  },
  registered: 'अब आपके अकाउंट का नाम {name} है। ऐप और वॉलेट आपके पते की जगह इसे दिखा सकते हैं।',
  backToAccount: 'अकाउंट पर वापस जाएँ',
}

export const hiNameTitles: Catalogue['nameTitles'] = {
  RegisterAccountName: 'नाम चुनें',
  RegisterAccountNameSuccess: 'नाम रजिस्टर हो गया',
}
