export const revalidate = 3600;
export { default, generateMetadata } from '../regions/page';
