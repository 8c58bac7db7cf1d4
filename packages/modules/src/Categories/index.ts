export { Categories, Categories as default, type CategoriesProps } from './Categories.tsx';
