import type { EntityManager } from '@mikro-orm/core';
import {
  ADMIN_DECISIONS,
  type Calculation,
  ChangeDeclarationStatus,
  CreateDeclaration,
  type CurrencyCode,
  calculateDuties,
  DECLARATION_TRANSITIONS,
  type Declaration,
  DeclarationListQuery,
  type DeclarationSummary,
  FREE_ZONE_DECLARATION_TYPES,
  type FreeZoneRegistration as FreeZoneRegistrationDto,
  FreeZoneRegistrationInput,
  type ShipmentDeclaration,
  UpdateDeclaration,
} from '@qafila/contracts';
import {
  CustomsDeclaration,
  CustomsDeclarationLine,
  DeclarationStatusChange,
  FreeZoneRegistration,
  type Organization,
  Shipment,
  User,
} from '../../db/entities/index.ts';
import { ConflictError, ForbiddenError, NotFoundError, parseInput } from '../../domain/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { trackingKey } from '../shipments/tracking.ts';

type Caller = Pick<User, 'id' | 'username' | 'role' | 'organization'>;
type OrgRef = Pick<Organization, 'id'>;

/** What the customer's compliance checks and the assistant say of a declaration: amounts once submitted. */
export function shipmentDeclarationOf(
  d: Pick<CustomsDeclaration, 'type' | 'status' | 'submittedCalculation'>,
): ShipmentDeclaration {
  const calculation = d.submittedCalculation ?? null;
  return {
    type: d.type,
    status: d.status,
    dutyFils: calculation?.dutyFils ?? 0,
    vatFils: calculation?.vatFils ?? 0,
    calculated: calculation !== null,
  };
}

export interface CustomsServiceOptions {
  em: EntityManager;
  now?: () => Date;
}

const NOT_FOUND = 'Declaration not found';
const REGISTRATION_NOT_FOUND = 'Free zone registration not found';

function calculationOf(d: CustomsDeclaration, lines: readonly CustomsDeclarationLine[]): Calculation {
  return calculateDuties({
    type: d.type,
    incoterm: d.incoterm,
    currency: d.currency as CurrencyCode,
    exchangeRate: d.exchangeRate,
    freight: Number(d.freight),
    insurance: Number(d.insurance),
    lines: lines.map((l) => ({ hsCode: l.hsCode, value: Number(l.value), exemption: l.exemption ?? null })),
  });
}

/** What a declaration's list row and its detail share. */
function headOf(d: CustomsDeclaration) {
  return {
    id: d.id,
    shipmentId: d.shipment.id,
    trackingNumber: d.shipment.trackingNumber,
    type: d.type,
    status: d.status,
    reason: d.reason ?? null,
    declarationNumber: d.declarationNumber ?? null,
    currency: d.currency,
    freeZone: d.freeZone ?? null,
    updatedAt: d.updatedAt.toISOString(),
  };
}

/** Customs declarations and free zone registrations of an organization (issue 18, ADR 0034). */
export function createCustomsService(options: CustomsServiceOptions) {
  const { em } = options;
  const now = options.now ?? (() => new Date());

  async function declarationOf(organization: OrgRef, id: number): Promise<CustomsDeclaration> {
    const d = await em.findOne(CustomsDeclaration, { id, organization: organization.id }, { populate: ['shipment'] });
    if (!d) throw new NotFoundError(NOT_FOUND);
    return d;
  }

  const linesOf = (ids: number[]) =>
    em.find(CustomsDeclarationLine, { declaration: { $in: ids } }, { orderBy: { position: 'asc' } });

  async function toDto(d: CustomsDeclaration): Promise<Declaration> {
    const lines = await linesOf([d.id]);
    const history = await em.find(
      DeclarationStatusChange,
      { declaration: d.id },
      { orderBy: { at: 'asc', id: 'asc' }, populate: ['by'] },
    );
    await em.populate(d, ['shipment', 'createdBy', 'updatedBy']);
    return {
      ...headOf(d),
      incoterm: d.incoterm,
      exchangeRate: d.exchangeRate ?? null,
      freight: Number(d.freight),
      insurance: Number(d.insurance),
      lines: lines.map((l) => ({
        hsCode: l.hsCode,
        description: l.description,
        originCountry: l.originCountry,
        quantity: Number(l.quantity),
        unit: l.unit,
        value: Number(l.value),
        exemption: l.exemption ?? null,
      })),
      calculation: calculationOf(d, lines),
      submittedCalculation: d.submittedCalculation ?? null,
      history: history.map((h) => ({
        from: h.fromStatus ?? null,
        to: h.toStatus,
        reason: h.reason ?? null,
        by: h.by?.username ?? null,
        at: h.at.toISOString(),
      })),
      createdBy: d.createdBy?.username ?? null,
      updatedBy: d.updatedBy?.username ?? null,
      createdAt: d.createdAt.toISOString(),
    };
  }

  async function summaries(organization: OrgRef, where: Record<string, unknown>): Promise<DeclarationSummary[]> {
    const rows = await em.find(
      CustomsDeclaration,
      { organization: organization.id, ...where },
      { orderBy: { updatedAt: 'desc', id: 'desc' }, populate: ['shipment'] },
    );
    const lines = await linesOf(rows.map((r) => r.id));
    return rows.map((d) => {
      const own = lines.filter((l) => l.declaration.id === d.id);
      const c = d.submittedCalculation ?? calculationOf(d, own);
      return {
        ...headOf(d),
        lineCount: own.length,
        dutyFils: c.dutyFils,
        vatFils: c.vatFils,
        dutyTreatment: c.dutyTreatment,
      };
    });
  }

  function writeLines(d: CustomsDeclaration, lines: ReturnType<typeof UpdateDeclaration.parse>['lines']) {
    lines.forEach((l, position) => {
      em.create(CustomsDeclarationLine, {
        declaration: d,
        position,
        hsCode: l.hsCode,
        description: l.description,
        originCountry: l.originCountry,
        quantity: l.quantity,
        unit: l.unit,
        value: l.value,
        exemption: l.exemption ?? null,
      });
    });
  }

  function history(d: CustomsDeclaration, from: CustomsDeclaration['status'] | null, by: Caller, reason?: string) {
    em.create(DeclarationStatusChange, {
      declaration: d,
      fromStatus: from,
      toStatus: d.status,
      reason: reason ?? null,
      by: by.id,
      at: now(),
    });
  }

  return {
    async list(organization: OrgRef, query: unknown): Promise<DeclarationSummary[]> {
      const { status, type } = parseInput(DeclarationListQuery, query);
      return summaries(organization, { ...(status ? { status } : {}), ...(type ? { type } : {}) });
    },

    async get(organization: OrgRef, id: number): Promise<Declaration> {
      return toDto(await declarationOf(organization, id));
    },

    async create(user: Caller, input: CreateDeclaration): Promise<Declaration> {
      const body = parseInput(CreateDeclaration, input);
      const shipment = await em.findOne(Shipment, {
        trackingKey: trackingKey(body.trackingNumber),
        organization: user.organization.id,
      });
      if (!shipment) throw new NotFoundError(`No shipment ${body.trackingNumber} in your organization`);
      const d = em.create(CustomsDeclaration, {
        organization: user.organization.id,
        shipment,
        type: body.type,
        status: 'draft',
        reason: null,
        declarationNumber: body.declarationNumber || null,
        incoterm: body.incoterm,
        currency: body.currency,
        exchangeRate: body.exchangeRate ?? null,
        freight: body.freight,
        insurance: body.insurance,
        freeZone: body.freeZone ?? null,
        submittedCalculation: null,
        createdBy: user.id,
        updatedBy: user.id,
      });
      writeLines(d, body.lines);
      history(d, null, user);
      await em.flush();
      recordAudit(em, {
        actor: user,
        action: 'customs.declaration_created',
        targetType: 'declaration',
        targetId: d.id,
      });
      await em.flush();
      return toDto(d);
    },

    async update(user: Caller, id: number, input: UpdateDeclaration): Promise<Declaration> {
      const body = parseInput(UpdateDeclaration, input);
      const d = await declarationOf(user.organization, id);
      if (d.status !== 'draft') {
        throw new ConflictError(`This declaration is ${d.status}: only a draft can be edited`);
      }
      Object.assign(d, {
        type: body.type,
        incoterm: body.incoterm,
        currency: body.currency,
        exchangeRate: body.exchangeRate ?? null,
        freight: body.freight,
        insurance: body.insurance,
        freeZone: body.freeZone ?? null,
        declarationNumber: body.declarationNumber || null,
        updatedBy: user.id,
      });
      await em.nativeDelete(CustomsDeclarationLine, { declaration: d.id });
      writeLines(d, body.lines);
      await em.flush();
      return toDto(d);
    },

    /**
     * Moves a declaration along the workflow (DECLARATION_TRANSITIONS). Submitting stores the calculation; clearing,
     * holding and rejecting are organization admins' decisions (403 for others).
     */
    async changeStatus(user: Caller, id: number, input: ChangeDeclarationStatus): Promise<Declaration> {
      const body = parseInput(ChangeDeclarationStatus, input);
      const d = await declarationOf(user.organization, id);
      if (!DECLARATION_TRANSITIONS[d.status].includes(body.status)) {
        throw new ConflictError(`A ${d.status} declaration cannot be marked ${body.status}`);
      }
      if (ADMIN_DECISIONS.includes(body.status) && user.role !== 'org_admin') {
        throw new ForbiddenError('Only an organization admin can clear, hold or reject a declaration');
      }
      const from = d.status;
      if (body.status === 'submitted') d.submittedCalculation = calculationOf(d, await linesOf([d.id]));
      d.status = body.status;
      d.reason = body.reason ?? null;
      d.updatedBy = em.getReference(User, user.id);
      history(d, from, user, body.reason);
      recordAudit(em, {
        actor: user,
        action: `customs.declaration_${body.status}`,
        targetType: 'declaration',
        targetId: d.id,
        before: { status: from },
        after: { status: d.status, reason: d.reason },
      });
      await em.flush();
      return toDto(d);
    },

    /** Declarations moving goods between a free zone and the mainland, with their duty consequence. */
    async movements(organization: OrgRef): Promise<DeclarationSummary[]> {
      return summaries(organization, { type: { $in: [...FREE_ZONE_DECLARATION_TYPES] } });
    },

    async registrations(organization: OrgRef): Promise<FreeZoneRegistrationDto[]> {
      const rows = await em.find(
        FreeZoneRegistration,
        { organization: organization.id },
        { orderBy: { licenceExpiry: 'asc', id: 'asc' } },
      );
      return rows.map(toRegistrationDto);
    },

    async addRegistration(user: Caller, input: FreeZoneRegistrationInput): Promise<FreeZoneRegistrationDto> {
      const body = parseInput(FreeZoneRegistrationInput, input);
      await assertFreeLicence(user.organization, body.zoneId, body.licenceNumber);
      const r = em.create(FreeZoneRegistration, {
        organization: user.organization.id,
        ...body,
        createdBy: user.id,
      });
      await em.flush();
      recordAudit(em, {
        actor: user,
        action: 'free_zone.registered',
        targetType: 'free_zone_registration',
        targetId: r.id,
      });
      await em.flush();
      return toRegistrationDto(r);
    },

    async updateRegistration(user: Caller, id: number, input: FreeZoneRegistrationInput) {
      const body = parseInput(FreeZoneRegistrationInput, input);
      const r = await registrationOf(user.organization, id);
      await assertFreeLicence(user.organization, body.zoneId, body.licenceNumber, id);
      Object.assign(r, body);
      await em.flush();
      return toRegistrationDto(r);
    },

    async removeRegistration(user: Caller, id: number): Promise<void> {
      const r = await registrationOf(user.organization, id);
      recordAudit(em, {
        actor: user,
        action: 'free_zone.registration_removed',
        targetType: 'free_zone_registration',
        targetId: r.id,
      });
      em.remove(r);
      await em.flush();
    },
  };

  async function registrationOf(organization: OrgRef, id: number) {
    const r = await em.findOne(FreeZoneRegistration, { id, organization: organization.id });
    if (!r) throw new NotFoundError(REGISTRATION_NOT_FOUND);
    return r;
  }

  async function assertFreeLicence(organization: OrgRef, zoneId: string, licenceNumber: string, except?: number) {
    const clash = await em.findOne(FreeZoneRegistration, {
      organization: organization.id,
      zoneId,
      licenceNumber,
      ...(except ? { id: { $ne: except } } : {}),
    });
    if (clash) throw new ConflictError(`Licence ${licenceNumber} is already registered in this free zone`);
  }
}

function toRegistrationDto(r: FreeZoneRegistration): FreeZoneRegistrationDto {
  return {
    id: r.id,
    zoneId: r.zoneId,
    licenceNumber: r.licenceNumber,
    licenceExpiry: r.licenceExpiry,
    activities: r.activities,
    createdAt: r.createdAt.toISOString(),
  };
}

export type CustomsService = ReturnType<typeof createCustomsService>;
