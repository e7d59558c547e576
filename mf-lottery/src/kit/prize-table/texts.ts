// Keys are read as t('prizeTable.<key>') in the lottery namespace; es, vi and zh must have every key of en.
const en = {
  tier: 'Prize',
  numbers: 'Numbers',
  hit: '(your bet scores)',
  tiers: {
    DB: 'Special prize',
    G1: 'First prize',
    G2: 'Second prize',
    G3: 'Third prize',
    G4: 'Fourth prize',
    G5: 'Fifth prize',
    G6: 'Sixth prize',
    G7: 'Seventh prize',
    G8: 'Eighth prize',
  },
};

type Bundle = typeof en;

const es: Bundle = {
  tier: 'Premio',
  numbers: 'Números',
  hit: '(tu apuesta acierta)',
  tiers: {
    DB: 'Premio especial',
    G1: 'Primer premio',
    G2: 'Segundo premio',
    G3: 'Tercer premio',
    G4: 'Cuarto premio',
    G5: 'Quinto premio',
    G6: 'Sexto premio',
    G7: 'Séptimo premio',
    G8: 'Octavo premio',
  },
};

const vi: Bundle = {
  tier: 'Giải',
  numbers: 'Các số',
  hit: '(cược của bạn trúng)',
  tiers: {
    DB: 'Giải đặc biệt',
    G1: 'Giải nhất',
    G2: 'Giải nhì',
    G3: 'Giải ba',
    G4: 'Giải tư',
    G5: 'Giải năm',
    G6: 'Giải sáu',
    G7: 'Giải bảy',
    G8: 'Giải tám',
  },
};

const zh: Bundle = {
  tier: '奖项',
  numbers: '号码',
  hit: '（您的注单命中）',
  tiers: {
    DB: '特等奖',
    G1: '一等奖',
    G2: '二等奖',
    G3: '三等奖',
    G4: '四等奖',
    G5: '五等奖',
    G6: '六等奖',
    G7: '七等奖',
    G8: '八等奖',
  },
};

export const texts = { en, es, vi, zh };
