import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/** Homes of the shipped sample dataset, read the way an operator would inspect it. */
export interface SampleHome {
  street: string;
  city: string;
  county: string;
  loanType: string;
  salePrice: number;
  loanAmount: number;
  loanDate: string;
}

const file = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/reference-data/homes.csv.gz',
);

export function sampleHomes(): SampleHome[] {
  const [header, ...lines] = gunzipSync(fs.readFileSync(file)).toString('utf8').trim().split('\n');
  const columns = header!.split(',');
  return lines.map((line) => {
    const cells = Object.fromEntries(line.split(',').map((cell, index) => [columns[index], cell]));
    return {
      street: `${cells.streetNumber} ${cells.streetName}`,
      city: cells.city!,
      county: cells.county!,
      loanType: cells.loanType!,
      salePrice: Number(cells.lastSalePrice),
      loanAmount: Number(cells.originalLoanAmount),
      loanDate: cells.loanDate!,
    };
  });
}

/** A recent conventional loan with little down: it still pays PMI. */
export function homeWithPmi(): SampleHome {
  return sampleHomes().find(
    (home) =>
      home.county === 'Placer' &&
      home.loanType === 'conventional' &&
      home.loanAmount / home.salePrice > 0.9 &&
      home.loanDate >= '2023-01-01',
  )!;
}

/** A conventional loan from years ago: well below 80% of today's value, so there is cash to take out. */
export function homeWithEquity(): SampleHome {
  return sampleHomes().find(
    (home) => home.county === 'Placer' && home.loanType === 'conventional' && home.loanDate <= '2012-12-31',
  )!;
}
