import type { FeatureTexts } from '../i18n/feature-texts';

/** Texts of the member centre's page kit (loading, empty and error states, paging, date filters, forms). */
const en = {
  loading: 'Loading…',
  failed: 'This could not be loaded.',
  retry: 'Retry',
  empty: 'Nothing to show.',
  pager: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page_of: 'Page {{pageNo}} of {{totalPages}}',
  },
  date_range: {
    label: 'Date range',
    presets: 'Quick ranges',
    today: 'Today',
    yesterday: 'Yesterday',
    last_7_days: 'Last 7 days',
    last_30_days: 'Last 30 days',
    start: 'From',
    end: 'To',
  },
  form: {
    busy: 'Please wait…',
    failed: 'That did not work. Please try again.',
  },
};

type Texts = typeof en;

const es: Texts = {
  loading: 'Cargando…',
  failed: 'No se pudo cargar.',
  retry: 'Reintentar',
  empty: 'No hay nada que mostrar.',
  pager: {
    label: 'Páginas',
    previous: 'Página anterior',
    next: 'Página siguiente',
    page_of: 'Página {{pageNo}} de {{totalPages}}',
  },
  date_range: {
    label: 'Rango de fechas',
    presets: 'Rangos rápidos',
    today: 'Hoy',
    yesterday: 'Ayer',
    last_7_days: 'Últimos 7 días',
    last_30_days: 'Últimos 30 días',
    start: 'Desde',
    end: 'Hasta',
  },
  form: {
    busy: 'Espera, por favor…',
    failed: 'No funcionó. Inténtalo de nuevo.',
  },
};

const vi: Texts = {
  loading: 'Đang tải…',
  failed: 'Không thể tải nội dung này.',
  retry: 'Thử lại',
  empty: 'Không có gì để hiển thị.',
  pager: {
    label: 'Trang',
    previous: 'Trang trước',
    next: 'Trang sau',
    page_of: 'Trang {{pageNo}} / {{totalPages}}',
  },
  date_range: {
    label: 'Khoảng thời gian',
    presets: 'Chọn nhanh',
    today: 'Hôm nay',
    yesterday: 'Hôm qua',
    last_7_days: '7 ngày qua',
    last_30_days: '30 ngày qua',
    start: 'Từ',
    end: 'Đến',
  },
  form: {
    busy: 'Vui lòng chờ…',
    failed: 'Không thành công. Vui lòng thử lại.',
  },
};

const zh: Texts = {
  loading: '加载中…',
  failed: '无法加载。',
  retry: '重试',
  empty: '暂无内容。',
  pager: {
    label: '分页',
    previous: '上一页',
    next: '下一页',
    page_of: '第 {{pageNo}} 页，共 {{totalPages}} 页',
  },
  date_range: {
    label: '日期范围',
    presets: '快捷选择',
    today: '今天',
    yesterday: '昨天',
    last_7_days: '最近 7 天',
    last_30_days: '最近 30 天',
    start: '开始',
    end: '结束',
  },
  form: {
    busy: '请稍候…',
    failed: '操作未成功，请重试。',
  },
};

export const texts: FeatureTexts<Texts> = { en, es, vi, zh };
