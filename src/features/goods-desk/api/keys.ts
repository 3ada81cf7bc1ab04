/** Query keys of the goods desk, under the staff root so the desk's refresh reaches them. */
export const goodsKeys = {
  all: ['staff', 'goods'] as const,
  page: (tab: GoodsTab, keyword: string) => ['staff', 'goods', 'page', tab, keyword] as const,
  detail: (id: number) => ['staff', 'goods', 'detail', id] as const,
};

export const goodsTabs = ['pickup', 'mail', 'done'] as const;
export type GoodsTab = (typeof goodsTabs)[number];
