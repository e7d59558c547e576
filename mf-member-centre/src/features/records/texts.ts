import type { FeatureTexts } from '../../i18n/feature-texts';

// Keys are read as t('records.<key>') in the member namespace.
const en = {
  betting: { title: 'Betting record', caption: 'Rounds, newest first', empty: 'No bets in this period.' },
  account: { title: 'Account record', caption: 'Wallet movements, newest first', empty: 'No wallet movements in this period.' },
  profit: { title: 'Personal profit and loss', caption: 'By day and game type', empty: 'No play in this period.' },
  bonus: { title: 'Bonus details', caption: 'Bonuses received, newest first', empty: 'No bonuses in this period.' },
  filter: { gameType: 'Game type', vendor: 'Provider', kind: 'Type', all: 'All' },
  column: {
    time: 'Time',
    day: 'Day',
    game: 'Game',
    gameType: 'Game type',
    vendor: 'Provider',
    roundId: 'Round',
    stake: 'Stake',
    validBet: 'Valid bet',
    win: 'Win',
    profit: 'Profit',
    status: 'Status',
    kind: 'Type',
    wallet: 'Wallet',
    amount: 'Amount',
    balanceAfter: 'Balance after',
    reference: 'Reference',
    rounds: 'Rounds',
    source: 'Source',
    memo: 'Note',
  },
  totals: { label: 'Totals of the period', rounds: 'Rounds', count: 'Bonuses', amount: 'Total bonus' },
  status: { OPEN: 'Open', SETTLED: 'Settled', ROLLED_BACK: 'Cancelled' },
  source: { OPERATOR: 'Granted by the site', PROMOTION: 'Promotion' },
  gameTypes: {
    LIVE: 'Live casino', SPORTS: 'Sports', ESPORTS: 'E-sports', COCKFIGHT: 'Cockfight', ELOTT: 'E-lottery', LOTT: 'Lottery',
    RNG: 'Slots', PVP: 'Card games', FISH: 'Fishing',
  },
  kinds: {
    DEMO_SEED: 'Opening balance', OPS_CREDIT: 'Credit by the site', TRIAL_GRANT: 'Trial credit', SEAMLESS_BET: 'Bet', SEAMLESS_WIN: 'Win',
    SEAMLESS_ROLLBACK: 'Bet refunded', DEPOSIT: 'Deposit', WITHDRAWAL_HOLD: 'Withdrawal held', WITHDRAWAL_RETURN: 'Withdrawal returned',
    WITHDRAWAL_PAID: 'Withdrawal paid', MATCHED_RECEIPT: 'Matched deposit received', WALLET_TRANSFER: 'Wallet transfer',
    UPLINE_TRANSFER: 'Transfer to upline', BONUS: 'Bonus',
    LOTTERY_BET: 'Lottery bet', LOTTERY_PAYOUT: 'Lottery win', LOTTERY_REFUND: 'Lottery bet refunded', AGENT_TO_DOWNLINE: 'Agent transfer',
    AGENT_DIVIDEND: 'Agent dividend', AGENT_DAILY_SALARY: 'Daily salary', AGENT_HOURLY_SALARY: 'Hourly salary', AGENT_REALTIME_SALARY: 'Real-time salary',
  },
  mainWallet: 'Main wallet',
};

const es: typeof en = {
  betting: { title: 'Historial de apuestas', caption: 'Rondas, las más recientes primero', empty: 'No hay apuestas en este periodo.' },
  account: { title: 'Historial de la cuenta', caption: 'Movimientos del monedero, los más recientes primero', empty: 'No hay movimientos en este periodo.' },
  profit: { title: 'Ganancias y pérdidas personales', caption: 'Por día y tipo de juego', empty: 'No hubo juego en este periodo.' },
  bonus: { title: 'Detalles de bonos', caption: 'Bonos recibidos, los más recientes primero', empty: 'No hay bonos en este periodo.' },
  filter: { gameType: 'Tipo de juego', vendor: 'Proveedor', kind: 'Tipo', all: 'Todos' },
  column: {
    time: 'Hora', day: 'Día', game: 'Juego', gameType: 'Tipo de juego', vendor: 'Proveedor', roundId: 'Ronda', stake: 'Apuesta',
    validBet: 'Apuesta válida', win: 'Premio', profit: 'Ganancia', status: 'Estado', kind: 'Tipo', wallet: 'Monedero', amount: 'Importe',
    balanceAfter: 'Saldo después', reference: 'Referencia', rounds: 'Rondas', source: 'Origen', memo: 'Nota',
  },
  totals: { label: 'Totales del periodo', rounds: 'Rondas', count: 'Bonos', amount: 'Total de bonos' },
  status: { OPEN: 'Abierta', SETTLED: 'Liquidada', ROLLED_BACK: 'Anulada' },
  source: { OPERATOR: 'Otorgado por el sitio', PROMOTION: 'Promoción' },
  gameTypes: {
    LIVE: 'Casino en vivo', SPORTS: 'Deportes', ESPORTS: 'E-sports', COCKFIGHT: 'Pelea de gallos', ELOTT: 'E-lotería', LOTT: 'Lotería',
    RNG: 'Tragamonedas', PVP: 'Juegos de cartas', FISH: 'Pesca',
  },
  kinds: {
    DEMO_SEED: 'Saldo inicial', OPS_CREDIT: 'Abono del sitio', TRIAL_GRANT: 'Crédito de prueba', SEAMLESS_BET: 'Apuesta', SEAMLESS_WIN: 'Premio',
    SEAMLESS_ROLLBACK: 'Apuesta reembolsada', DEPOSIT: 'Depósito', WITHDRAWAL_HOLD: 'Retiro retenido', WITHDRAWAL_RETURN: 'Retiro devuelto',
    WITHDRAWAL_PAID: 'Retiro pagado', MATCHED_RECEIPT: 'Depósito emparejado recibido', WALLET_TRANSFER: 'Transferencia entre monederos',
    UPLINE_TRANSFER: 'Transferencia al superior', BONUS: 'Bono',
    LOTTERY_BET: 'Apuesta de lotería', LOTTERY_PAYOUT: 'Premio de lotería', LOTTERY_REFUND: 'Apuesta de lotería reembolsada', AGENT_TO_DOWNLINE: 'Transferencia del agente',
    AGENT_DIVIDEND: 'Dividendo de agente', AGENT_DAILY_SALARY: 'Salario diario', AGENT_HOURLY_SALARY: 'Salario por hora', AGENT_REALTIME_SALARY: 'Salario en tiempo real',
  },
  mainWallet: 'Monedero principal',
};

const vi: typeof en = {
  betting: { title: 'Lịch sử cược', caption: 'Các ván, mới nhất trước', empty: 'Không có cược trong khoảng thời gian này.' },
  account: { title: 'Lịch sử tài khoản', caption: 'Biến động ví, mới nhất trước', empty: 'Không có biến động ví trong khoảng thời gian này.' },
  profit: { title: 'Lãi lỗ cá nhân', caption: 'Theo ngày và loại trò chơi', empty: 'Không có ván chơi trong khoảng thời gian này.' },
  bonus: { title: 'Chi tiết tiền thưởng', caption: 'Tiền thưởng đã nhận, mới nhất trước', empty: 'Không có tiền thưởng trong khoảng thời gian này.' },
  filter: { gameType: 'Loại trò chơi', vendor: 'Nhà cung cấp', kind: 'Loại', all: 'Tất cả' },
  column: {
    time: 'Thời gian', day: 'Ngày', game: 'Trò chơi', gameType: 'Loại trò chơi', vendor: 'Nhà cung cấp', roundId: 'Ván', stake: 'Tiền cược',
    validBet: 'Cược hợp lệ', win: 'Thắng', profit: 'Lãi', status: 'Trạng thái', kind: 'Loại', wallet: 'Ví', amount: 'Số tiền',
    balanceAfter: 'Số dư sau', reference: 'Mã tham chiếu', rounds: 'Số ván', source: 'Nguồn', memo: 'Ghi chú',
  },
  totals: { label: 'Tổng trong kỳ', rounds: 'Số ván', count: 'Số lần thưởng', amount: 'Tổng thưởng' },
  status: { OPEN: 'Đang mở', SETTLED: 'Đã kết toán', ROLLED_BACK: 'Đã hủy' },
  source: { OPERATOR: 'Do trang tặng', PROMOTION: 'Khuyến mãi' },
  gameTypes: {
    LIVE: 'Sòng bài trực tiếp', SPORTS: 'Thể thao', ESPORTS: 'Thể thao điện tử', COCKFIGHT: 'Đá gà', ELOTT: 'Xổ số điện tử', LOTT: 'Xổ số',
    RNG: 'Nổ hũ', PVP: 'Game bài', FISH: 'Bắn cá',
  },
  kinds: {
    DEMO_SEED: 'Số dư ban đầu', OPS_CREDIT: 'Trang cộng tiền', TRIAL_GRANT: 'Tiền chơi thử', SEAMLESS_BET: 'Cược', SEAMLESS_WIN: 'Thắng',
    SEAMLESS_ROLLBACK: 'Hoàn cược', DEPOSIT: 'Nạp tiền', WITHDRAWAL_HOLD: 'Tạm giữ rút tiền', WITHDRAWAL_RETURN: 'Hoàn tiền rút',
    WITHDRAWAL_PAID: 'Đã chi rút tiền', MATCHED_RECEIPT: 'Nhận nạp ghép', WALLET_TRANSFER: 'Chuyển ví', UPLINE_TRANSFER: 'Chuyển cho tuyến trên',
    BONUS: 'Tiền thưởng', LOTTERY_BET: 'Cược xổ số', LOTTERY_PAYOUT: 'Thắng xổ số', LOTTERY_REFUND: 'Hoàn cược xổ số', AGENT_TO_DOWNLINE: 'Chuyển khoản đại lý',
    AGENT_DIVIDEND: 'Chia cổ tức đại lý', AGENT_DAILY_SALARY: 'Lương ngày', AGENT_HOURLY_SALARY: 'Lương giờ', AGENT_REALTIME_SALARY: 'Lương thời gian thực',
  },
  mainWallet: 'Ví chính',
};

const zh: typeof en = {
  betting: { title: '投注记录', caption: '牌局，最新在前', empty: '此期间没有投注。' },
  account: { title: '账户记录', caption: '钱包变动，最新在前', empty: '此期间没有钱包变动。' },
  profit: { title: '个人盈亏', caption: '按日期和游戏类型', empty: '此期间没有游戏。' },
  bonus: { title: '奖金详情', caption: '已收到的奖金，最新在前', empty: '此期间没有奖金。' },
  filter: { gameType: '游戏类型', vendor: '供应商', kind: '类型', all: '全部' },
  column: {
    time: '时间', day: '日期', game: '游戏', gameType: '游戏类型', vendor: '供应商', roundId: '局号', stake: '投注额', validBet: '有效投注',
    win: '派彩', profit: '盈亏', status: '状态', kind: '类型', wallet: '钱包', amount: '金额', balanceAfter: '变动后余额', reference: '参考号',
    rounds: '局数', source: '来源', memo: '备注',
  },
  totals: { label: '本期合计', rounds: '局数', count: '奖金笔数', amount: '奖金总额' },
  status: { OPEN: '进行中', SETTLED: '已结算', ROLLED_BACK: '已取消' },
  source: { OPERATOR: '平台发放', PROMOTION: '优惠活动' },
  gameTypes: { LIVE: '真人视讯', SPORTS: '体育', ESPORTS: '电竞', COCKFIGHT: '斗鸡', ELOTT: '电子彩票', LOTT: '彩票', RNG: '电子游戏', PVP: '棋牌', FISH: '捕鱼' },
  kinds: {
    DEMO_SEED: '初始余额', OPS_CREDIT: '平台加款', TRIAL_GRANT: '试玩金', SEAMLESS_BET: '投注', SEAMLESS_WIN: '派彩', SEAMLESS_ROLLBACK: '投注退还',
    DEPOSIT: '存款', WITHDRAWAL_HOLD: '提款冻结', WITHDRAWAL_RETURN: '提款退回', WITHDRAWAL_PAID: '提款完成', MATCHED_RECEIPT: '撮合存款到账',
    WALLET_TRANSFER: '钱包转账', UPLINE_TRANSFER: '转给上级', BONUS: '奖金',
    LOTTERY_BET: '彩票投注', LOTTERY_PAYOUT: '彩票派彩', LOTTERY_REFUND: '彩票投注退还', AGENT_TO_DOWNLINE: '代理转账',
    AGENT_DIVIDEND: '代理分红', AGENT_DAILY_SALARY: '日工资', AGENT_HOURLY_SALARY: '时工资', AGENT_REALTIME_SALARY: '实时工资',
  },
  mainWallet: '主钱包',
};

export const texts: FeatureTexts<typeof en> = { en, es, vi, zh };
