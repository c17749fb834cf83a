// The numbers an industry is judged by, as a table: each KPI, a typical benchmark and why it matters.
// On narrow screens CSS stacks each row, labelling each cell from data-label; current browsers keep
// the table's semantics when its display changes.
export interface Kpi {
  name: string;
  benchmark: string;
  why: string;
}

export function MarketKpiTable({ kpis, caption }: { kpis: Kpi[]; caption: string }) {
  return (
    <div className="market-table-wrap">
      <table className="market-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">KPI</th>
            <th scope="col">Benchmark</th>
            <th scope="col">Why it matters</th>
          </tr>
        </thead>
        <tbody>
          {kpis.map((kpi) => (
            <tr key={kpi.name}>
              <th scope="row">{kpi.name}</th>
              <td className="market-benchmark" data-label="Benchmark">
                {kpi.benchmark}
              </td>
              <td data-label="Why it matters">{kpi.why}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
