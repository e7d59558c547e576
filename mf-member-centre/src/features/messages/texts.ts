import type { FeatureTexts } from '../../i18n/feature-texts';

// Keys are read as t('messages.<key>') in the member namespace.
const en = {
  filter: 'Show',
  all: 'All',
  unread: 'Unread',
  unread_marker: 'Unread',
  mark_all_read: 'Mark all read',
  empty_all: 'No messages yet.',
  empty_unread: 'No unread messages.',
  delete: 'Delete',
  delete_title: 'Delete this message?',
  delete_text: 'A deleted message cannot be brought back.',
  cancel: 'Cancel',
};

export const texts: FeatureTexts<typeof en> = {
  en,
  es: {
    filter: 'Mostrar',
    all: 'Todos',
    unread: 'No leídos',
    unread_marker: 'No leído',
    mark_all_read: 'Marcar todo como leído',
    empty_all: 'Aún no hay mensajes.',
    empty_unread: 'No hay mensajes sin leer.',
    delete: 'Eliminar',
    delete_title: '¿Eliminar este mensaje?',
    delete_text: 'Un mensaje eliminado no se puede recuperar.',
    cancel: 'Cancelar',
  },
  vi: {
    filter: 'Hiển thị',
    all: 'Tất cả',
    unread: 'Chưa đọc',
    unread_marker: 'Chưa đọc',
    mark_all_read: 'Đánh dấu tất cả đã đọc',
    empty_all: 'Chưa có tin nhắn nào.',
    empty_unread: 'Không có tin nhắn chưa đọc.',
    delete: 'Xóa',
    delete_title: 'Xóa tin nhắn này?',
    delete_text: 'Tin nhắn đã xóa không thể khôi phục.',
    cancel: 'Hủy',
  },
  zh: {
    filter: '显示',
    all: '全部',
    unread: '未读',
    unread_marker: '未读',
    mark_all_read: '全部标为已读',
    empty_all: '暂无消息。',
    empty_unread: '没有未读消息。',
    delete: '删除',
    delete_title: '删除这条消息？',
    delete_text: '删除后无法恢复。',
    cancel: '取消',
  },
};
