export const revalidate = 3600;
export { default, metadata } from '../regions/page';
