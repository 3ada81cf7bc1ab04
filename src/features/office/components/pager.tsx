import { useLingui } from '@lingui/react/macro';

/** Previous / next over a server-paged list, with "page x of y". */
export function Pager({
  pageNo,
  pageSize,
  total,
  onPage,
}: {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="office-pager" aria-label={t`Pages`}>
      <button
        type="button"
        className="roda-button roda-button--secondary"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        {t`Previous page`}
      </button>
      <span>{t`Page ${pageNo} of ${pages}`}</span>
      <button
        type="button"
        className="roda-button roda-button--secondary"
        disabled={pageNo >= pages}
        onClick={() => onPage(pageNo + 1)}
      >
        {t`Next page`}
      </button>
    </nav>
  );
}
