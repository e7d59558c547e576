/**
 * The 'games' namespace. en, es, vi and zh must stay complete (resources.test.ts checks every key);
 * other languages offered by configuration fall back to English.
 */
export const GAMES_NAMESPACE = 'games';

const en = {
  home_lanes_label: 'Game categories',
  more: 'More',
  more_of: 'More {{name}}',
  hot: 'Hot',
  providers: 'Providers',
  loading_providers: 'Loading providers…',
  providers_failed: 'The providers could not be loaded.',
  no_providers: 'No providers in this category yet',
  launch_later: 'Game launch arrives in a later release.',
  game_list_title: '{{vendor}} games',
  page_game: 'Game',
  page_seamless: 'Seamless game',
  page_fbsports: 'Sports provider',
};

type Bundle = typeof en;

const es: Bundle = {
  home_lanes_label: 'Categorías de juegos',
  more: 'Más',
  more_of: 'Más de {{name}}',
  hot: 'Popular',
  providers: 'Proveedores',
  loading_providers: 'Cargando proveedores…',
  providers_failed: 'No se pudieron cargar los proveedores.',
  no_providers: 'Todavía no hay proveedores en esta categoría',
  launch_later: 'El inicio de juegos llegará en una versión posterior.',
  game_list_title: 'Juegos de {{vendor}}',
  page_game: 'Juego',
  page_seamless: 'Juego integrado',
  page_fbsports: 'Proveedor de deportes',
};

const vi: Bundle = {
  home_lanes_label: 'Danh mục trò chơi',
  more: 'Xem thêm',
  more_of: 'Xem thêm {{name}}',
  hot: 'Nổi bật',
  providers: 'Nhà cung cấp',
  loading_providers: 'Đang tải nhà cung cấp…',
  providers_failed: 'Không thể tải danh sách nhà cung cấp.',
  no_providers: 'Chưa có nhà cung cấp nào trong danh mục này',
  launch_later: 'Tính năng mở trò chơi sẽ có trong phiên bản sau.',
  game_list_title: 'Trò chơi {{vendor}}',
  page_game: 'Trò chơi',
  page_seamless: 'Trò chơi liền mạch',
  page_fbsports: 'Nhà cung cấp thể thao',
};

const zh: Bundle = {
  home_lanes_label: '游戏分类',
  more: '更多',
  more_of: '更多{{name}}',
  hot: '热门',
  providers: '游戏厂商',
  loading_providers: '正在加载游戏厂商…',
  providers_failed: '无法加载游戏厂商。',
  no_providers: '该分类暂无游戏厂商',
  launch_later: '游戏启动功能将在后续版本中提供。',
  game_list_title: '{{vendor}}游戏',
  page_game: '游戏',
  page_seamless: '无缝游戏',
  page_fbsports: '体育厂商',
};

export const resources: Record<string, Record<string, unknown>> = { en, es, vi, zh };
