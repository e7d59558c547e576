export { postFreePlay } from './api/post-free-play';
