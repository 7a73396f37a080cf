// The same screen as /login, whose address is its canonical.
export { default, generateMetadata } from '../login/page';
