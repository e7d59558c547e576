import type { FeatureTexts } from '../../i18n/feature-texts';

// Read as t('teamBetting.<key>'); the page title is the menu's label.
const en = {
  filters: 'Team betting filters',
  gameType: 'Game type',
  caption: 'Team bets, newest first',
  empty: 'No bets by the team in this period.',
  column: { game: 'Game', stake: 'Stake', validBet: 'Valid bet', win: 'Win', profitLoss: 'Profit and loss' },
  gameTypes: {
    LIVE: 'Live casino', SPORTS: 'Sports', ESPORTS: 'E-sports', COCKFIGHT: 'Cockfight', ELOTT: 'E-lottery', LOTT: 'Lottery',
    RNG: 'Slots', PVP: 'Card games', FISH: 'Fishing',
  },
  status: { OPEN: 'Open', SETTLED: 'Settled', ROLLED_BACK: 'Rolled back' },
};
type Texts = typeof en;
const es: Texts = {
  filters: 'Filtros de apuestas del equipo',
  gameType: 'Tipo de juego',
  caption: 'Apuestas del equipo, las más recientes primero',
  empty: 'El equipo no tiene apuestas en este periodo.',
  column: { game: 'Juego', stake: 'Apuesta', validBet: 'Apuesta válida', win: 'Ganancia', profitLoss: 'Ganancias y pérdidas' },
  gameTypes: {
    LIVE: 'Casino en vivo', SPORTS: 'Deportes', ESPORTS: 'E-sports', COCKFIGHT: 'Pelea de gallos', ELOTT: 'E-lotería', LOTT: 'Lotería',
    RNG: 'Tragamonedas', PVP: 'Juegos de cartas', FISH: 'Pesca',
  },
  status: { OPEN: 'Abierta', SETTLED: 'Liquidada', ROLLED_BACK: 'Revertida' },
};
const vi: Texts = {
  filters: 'Bộ lọc cược của đội nhóm',
  gameType: 'Loại trò chơi',
  caption: 'Cược của đội nhóm, mới nhất trước',
  empty: 'Đội nhóm không có cược nào trong khoảng thời gian này.',
  column: { game: 'Trò chơi', stake: 'Tiền cược', validBet: 'Cược hợp lệ', win: 'Thắng', profitLoss: 'Lãi lỗ' },
  gameTypes: {
    LIVE: 'Sòng bài trực tiếp', SPORTS: 'Thể thao', ESPORTS: 'Thể thao điện tử', COCKFIGHT: 'Đá gà', ELOTT: 'Xổ số điện tử', LOTT: 'Xổ số',
    RNG: 'Nổ hũ', PVP: 'Game bài', FISH: 'Bắn cá',
  },
  status: { OPEN: 'Đang mở', SETTLED: 'Đã kết toán', ROLLED_BACK: 'Đã hoàn tác' },
};
const zh: Texts = {
  filters: '团队投注筛选',
  gameType: '游戏类型',
  caption: '团队投注，最新在前',
  empty: '该时间段内团队没有投注。',
  column: { game: '游戏', stake: '投注额', validBet: '有效投注', win: '派彩', profitLoss: '盈亏' },
  gameTypes: { LIVE: '真人视讯', SPORTS: '体育', ESPORTS: '电竞', COCKFIGHT: '斗鸡', ELOTT: '电子彩票', LOTT: '彩票', RNG: '电子游戏', PVP: '棋牌', FISH: '捕鱼' },
  status: { OPEN: '未结算', SETTLED: '已结算', ROLLED_BACK: '已撤销' },
};

export const texts: FeatureTexts<Texts> = { en, es, vi, zh };
