/**
 * Strings shared by every remote (namespace 'common'): error texts of spec §8, generic buttons.
 * en, es, vi and zh must stay complete; a test checks every key exists in all four.
 */
export const commonResources = {
  en: {
    common: {
      close: 'CLOSE',
      cancel: 'Cancel',
      submit: 'Submit',
      ok: 'OK',
      retry: 'Retry',
      loading: 'Loading…',
      unknown_error: 'Unknown error',
      network_abnormal: 'Network link is abnormal',
      page_slow: 'The page took longer to load',
      not_logged_in: 'You are not logged in, please login.',
      area_unavailable: 'This part of the site is unavailable right now.',
      not_available_yet: 'Not available yet',
      image_error: 'Image unavailable',
    },
  },
  es: {
    common: {
      close: 'CERRAR',
      cancel: 'Cancelar',
      submit: 'Enviar',
      ok: 'Aceptar',
      retry: 'Reintentar',
      loading: 'Cargando…',
      unknown_error: 'Error desconocido',
      network_abnormal: 'La conexión de red es anormal',
      page_slow: 'La página tardó demasiado en cargar',
      not_logged_in: 'No has iniciado sesión, por favor inicia sesión.',
      area_unavailable: 'Esta parte del sitio no está disponible en este momento.',
      not_available_yet: 'Aún no disponible',
      image_error: 'Imagen no disponible',
    },
  },
  vi: {
    common: {
      close: 'ĐÓNG',
      cancel: 'Hủy',
      submit: 'Gửi',
      ok: 'Đồng ý',
      retry: 'Thử lại',
      loading: 'Đang tải…',
      unknown_error: 'Lỗi không xác định',
      network_abnormal: 'Kết nối mạng bất thường',
      page_slow: 'Trang tải quá lâu',
      not_logged_in: 'Bạn chưa đăng nhập, vui lòng đăng nhập.',
      area_unavailable: 'Phần này của trang hiện không khả dụng.',
      not_available_yet: 'Chưa khả dụng',
      image_error: 'Không có hình ảnh',
    },
  },
  zh: {
    common: {
      close: '关闭',
      cancel: '取消',
      submit: '提交',
      ok: '确定',
      retry: '重试',
      loading: '加载中…',
      unknown_error: '未知错误',
      network_abnormal: '网络连接异常',
      page_slow: '页面加载时间过长',
      not_logged_in: '您尚未登录，请先登录。',
      area_unavailable: '网站的这一部分暂时不可用。',
      not_available_yet: '暂未开放',
      image_error: '图片不可用',
    },
  },
} as const;
