export { RouteTemplate as default } from '@/components/transition/RouteTemplate';
