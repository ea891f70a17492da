import type { LeadStage, OpportunityReasonKind } from '@roost/domain';

/**
 * The query keys of the pipeline and the opportunity list. The pipeline's prefix covers every stage's list, so a lead
 * moved refreshes the counts and the lists it left and joined; a lead's own key holds its detail and notes.
 */
export const leadKeys = {
  pipeline: () => ['site', 'leads', 'pipeline'] as const,
  pipelineList: (stage: LeadStage | null) => ['site', 'leads', 'pipeline', stage ?? 'all'] as const,
  lead: (id: string) => ['site', 'leads', 'lead', id] as const,
  opportunities: (reason: OpportunityReasonKind | null) => ['site', 'leads', 'opportunities', reason ?? 'all'] as const,
};

/** The CSV downloads (links, not requests: the browser saves what the server streams). */
export const pipelineExportPath = '/leads/export';
export const opportunitiesExportPath = '/leads/opportunities/export';
