import type { Catalogue } from '../catalogue.ts'

export const koNames: Catalogue['names'] = {
  registerAction: '이름 등록',
  intro: '계정에 사용할 이름을 선택하세요. 다른 사람이 주소 대신 이 이름으로 보낼 수 있어요.',
  label: '이름',
  rule: '영문, 숫자, 하이픈(-)으로 4자 이상.',
  problems: {
    characters: '영문, 숫자, 하이픈만 사용하세요.',
    tooShort: '4자 이상 입력하세요.',
    tooLong: '63자 이하로 입력하세요.',
    hyphens: '하이픈은 이름의 처음이나 끝에 올 수 없고, 세 번째와 네 번째 글자에 연달아 올 수도 없어요.',
  },
  checking: '{name} 확인 중…',
  available: '{name}: 사용할 수 있는 이름이에요.',
  taken: '{name}: 이미 사용 중인 이름이에요.',
  cannotCheck: '{name} 사용 가능 여부를 확인하지 못했어요.',
  suggestions: '추천 이름',
  useSuggestion: '{name} 사용',
  register: '등록',
  confirmInWallet: '지갑에서 확인하세요…',
  failures: {
    taken: '방금 다른 사람이 {name} 이름을 등록했어요. 다른 이름을 선택하세요.',
    accountNamed: '이 계정에는 이미 이름이 있어요: {name}.',
    tooMany: '사용 중인 네트워크 환경에서 너무 많은 이름이 등록되었어요. 잠시 후 다시 시도해 주세요.',
    failed: '이름을 등록하는 중 오류가 발생했어요. 다시 시도해 주세요.',
  },
  registered: '계정 이름이 등록되었어요: {name}. 앱과 지갑에서 주소 대신 이 이름을 표시할 수 있어요.',
  backToAccount: '계정으로 돌아가기',
}

export const koNameTitles: Catalogue['nameTitles'] = {
  RegisterAccountName: '이름 선택',
  RegisterAccountNameSuccess: '이름 등록 완료',
}
