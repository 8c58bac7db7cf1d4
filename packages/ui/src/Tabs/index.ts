export { Tabs, type TabsItem, type TabsProps } from './Tabs.tsx';
