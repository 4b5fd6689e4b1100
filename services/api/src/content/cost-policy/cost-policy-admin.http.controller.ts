import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { CostPolicy } from '@slabworks/domain';
import { ConsoleAccess, CurrentMember, Roles, type SessionMember } from '../../auth';
import { ApiException, type FieldProblem } from '../../errors';
import { StoredCostPolicySource } from '../../order';
import { record } from '../../console-changes';
import { ContentClock } from '../shared/content-clock';
import { CostPolicyVersionRequestDto } from './cost-policy-version.request.dto';
import { CostPolicyRequestDto } from './cost-policy.request.dto';
import { SERVICE_NAMES } from '@slabworks/domain';

const duplicates = (values: string[]): Set<string> =>
  new Set(values.filter((value, index) => values.indexOf(value) !== index));

function versionProblems(body: CostPolicyVersionRequestDto, now: Date): FieldProblem[] {
  const problems: FieldProblem[] = [];
  // To the minute, like content windows: "from now" typed a few seconds late still counts.
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  if (new Date(body.effectiveFrom).getTime() < minute)
    problems.push({ field: 'effectiveFrom', rule: 'notInPast', params: {} });
  const names = body.productService.map((row) => row.serviceName);
  if (duplicates(names).size > 0 || SERVICE_NAMES.some((name) => !names.includes(name)))
    problems.push({ field: 'productService', rule: 'everyServiceOnce', params: {} });
  if (duplicates(body.productCardCategory.map((row) => row.category)).size > 0)
    problems.push({ field: 'productCardCategory', rule: 'duplicate', params: {} });
  return problems;
}

/**
 * Prices per service and card category, versioned by effective date. Everyone in the console may
 * read them; only ADMIN sets new ones (money). A version never changes once written.
 */
@ApiTags('console: content')
@Controller('console/content/cost-policies')
@ConsoleAccess()
export class CostPolicyAdminHttpController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly policies: StoredCostPolicySource,
    private readonly clock: ContentClock,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The policy in force now and every version (newest first) of a currency' })
  async list(@Query() query: CostPolicyRequestDto) {
    const [current, versions] = await Promise.all([
      this.policies.versionAt(query.currency, this.clock.now()),
      this.policies.versions(query.currency),
    ]);
    return { current, versions };
  }

  @Post()
  @Roles('ADMIN')
  @ApiOperation({ summary: 'ADMIN: a new version from its effective date on; placed orders keep theirs' })
  async add(@CurrentMember() staff: SessionMember, @Body() body: CostPolicyVersionRequestDto) {
    const problems = versionProblems(body, this.clock.now());
    if (problems.length > 0) throw ApiException.validation(problems);
    const policy: CostPolicy = {
      currency: body.currency,
      productService: body.productService.map((row) => ({
        serviceName: row.serviceName,
        amount: row.amount,
      })),
      productCardCategory: body.productCardCategory.map((row) => ({
        category: row.category,
        amount: row.amount,
      })),
      delivery: { base: body.delivery.base, jejuExtra: body.delivery.jejuExtra },
    };
    const written = await this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query(
        `INSERT INTO cost_policies (currency, effective_from, policy, created_by) VALUES ($1, $2, $3, $4)
         RETURNING id, effective_from, created_at`,
        [body.currency, new Date(body.effectiveFrom).toISOString(), JSON.stringify(policy), staff.id],
      );
      const version = {
        id: Number(row.id),
        effectiveFrom: (row.effective_from as Date).toISOString(),
        createdBy: staff.id,
        createdAt: (row.created_at as Date).toISOString(),
        policy,
      };
      await record(manager, {
        subject: 'COST_POLICY',
        subjectId: String(version.id),
        action: 'CREATE',
        changedBy: staff.id,
        before: null,
        after: version,
      });
      return version;
    });
    await this.policies.heardChanges(); // a quote right after prices with it
    return written;
  }
}
