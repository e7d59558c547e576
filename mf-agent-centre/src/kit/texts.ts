import type { FeatureTexts } from '../i18n/feature-texts';

/**
 * Texts of the agent centre's own kit pieces (periods, filters, tables, their common column
 * names), read as t('kit.<key>') in the agent namespace; the shared pieces' texts are the centre kit's own.
 */
const en = {
  totals: 'Totals',
  table_scroll: '{{caption}} (scrolls sideways)',
  period: {
    label: 'Period',
    today: 'Today',
    yesterday: 'Yesterday',
    thisWeek: 'This week',
    thisMonth: 'This month',
    custom: 'Custom',
    start: 'From',
    end: 'To',
    range: '{{startDate}} to {{endDate}}',
    missing: 'Choose both days.',
    reversed: 'The first day must not be after the last day.',
    too_long: 'Choose at most {{days}} days.',
  },
  filter: {
    search: 'Search',
    account: 'Member account',
    level: 'Level',
    all: 'All',
    level_value: 'Level {{level}}',
  },
  column: {
    account: 'Account',
    level: 'Level',
    time: 'Time',
    status: 'Status',
  },
};

type Texts = typeof en;

const es: Texts = {
  totals: 'Totales',
  table_scroll: '{{caption}} (se desplaza hacia los lados)',
  period: {
    label: 'Periodo',
    today: 'Hoy',
    yesterday: 'Ayer',
    thisWeek: 'Esta semana',
    thisMonth: 'Este mes',
    custom: 'Personalizado',
    start: 'Desde',
    end: 'Hasta',
    range: '{{startDate}} a {{endDate}}',
    missing: 'Elige ambos días.',
    reversed: 'El primer día no puede ser posterior al último.',
    too_long: 'Elige como máximo {{days}} días.',
  },
  filter: {
    search: 'Buscar',
    account: 'Cuenta del miembro',
    level: 'Nivel',
    all: 'Todos',
    level_value: 'Nivel {{level}}',
  },
  column: {
    account: 'Cuenta',
    level: 'Nivel',
    time: 'Hora',
    status: 'Estado',
  },
};

const vi: Texts = {
  totals: 'Tổng cộng',
  table_scroll: '{{caption}} (cuộn ngang)',
  period: {
    label: 'Khoảng thời gian',
    today: 'Hôm nay',
    yesterday: 'Hôm qua',
    thisWeek: 'Tuần này',
    thisMonth: 'Tháng này',
    custom: 'Tùy chọn',
    start: 'Từ',
    end: 'Đến',
    range: '{{startDate}} đến {{endDate}}',
    missing: 'Hãy chọn cả hai ngày.',
    reversed: 'Ngày đầu không được sau ngày cuối.',
    too_long: 'Chọn tối đa {{days}} ngày.',
  },
  filter: {
    search: 'Tìm kiếm',
    account: 'Tài khoản thành viên',
    level: 'Cấp',
    all: 'Tất cả',
    level_value: 'Cấp {{level}}',
  },
  column: {
    account: 'Tài khoản',
    level: 'Cấp',
    time: 'Thời gian',
    status: 'Trạng thái',
  },
};

const zh: Texts = {
  totals: '合计',
  table_scroll: '{{caption}}（可左右滚动）',
  period: {
    label: '时间段',
    today: '今天',
    yesterday: '昨天',
    thisWeek: '本周',
    thisMonth: '本月',
    custom: '自定义',
    start: '开始',
    end: '结束',
    range: '{{startDate}} 至 {{endDate}}',
    missing: '请选择开始和结束日期。',
    reversed: '开始日期不能晚于结束日期。',
    too_long: '最多选择 {{days}} 天。',
  },
  filter: {
    search: '查询',
    account: '会员账号',
    level: '层级',
    all: '全部',
    level_value: '第 {{level}} 级',
  },
  column: {
    account: '账号',
    level: '层级',
    time: '时间',
    status: '状态',
  },
};

export const texts: FeatureTexts<Texts> = { en, es, vi, zh };
