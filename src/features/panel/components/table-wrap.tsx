// The panel's tables (and the hotel's rooms) share one scroll region: see src/shared/ui.
export { TableWrap } from '@/shared/ui/table-wrap';
