import { hashSecretToken, newSecretToken } from '../platform/auth/secret-token.ts';
import type { AnalysisStatus, Norms, ProjectAnalysis } from '@adpulse/shared/analysis/index';
import {
  GUEST_MEDIA_LINK_SECONDS,
  MAX_SHARING_TOKENS,
  sharePagePath,
  type SharedAnalysis,
  type SharedVideoData,
  type SharingTokenCreated,
  type SharingTokenInfo,
  type SharingTokenList,
} from '@adpulse/shared/sharing/index';
import { analysisStatusOf, normsOfProject, projectAnalysisOf } from '../analysis/index.ts';
import { readyAssets } from '../assets/index.ts';
import type { Session } from '../platform/auth/session.ts';
import { now } from '../platform/clock.ts';
import { DomainError, notFound } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import { storage } from '../platform/storage.ts';
import { findProject, getProject, scopeOf, type ProjectRecord } from '../projects/index.ts';
import {
  ShareLimitReached,
  deleteShareLink,
  findLinkByTokenHash,
  findShareLink,
  insertShareLink,
  listShareLinks,
  type ShareLink,
} from './data/links.ts';

const infoOf = (link: ShareLink): SharingTokenInfo => ({
  tokenId: link.tokenId,
  createdAt: link.createdAt,
  createdBy: link.createdBy,
  hint: link.hint,
});

/** A bought project the caller sees (pending ones have no results to share). */
async function shareableProject(session: Session, projectId: string): Promise<ProjectRecord> {
  const project = await getProject(session.clientId, await scopeOf(session), projectId);
  if (project.status === 'pending') throw notFound();
  return project;
}

/**
 * POST /projects/{projectId}/sharing-token: a new guest link. The token (32 random bytes) is
 * answered this once; only its hash is stored. At most MAX_SHARING_TOKENS live links per project.
 */
export async function createSharingToken(session: Session, projectId: string): Promise<SharingTokenCreated> {
  const project = await shareableProject(session, projectId);
  const { token, hash } = newSecretToken();
  const at = now();
  const link: ShareLink = {
    clientId: project.clientId,
    projectId,
    tokenId: newId(at),
    tokenHash: hash,
    hint: token.slice(-4),
    createdAt: new Date(at).toISOString(),
    createdBy: session.userId,
  };
  try {
    await insertShareLink(link, MAX_SHARING_TOKENS);
  } catch (error) {
    if (error instanceof ShareLimitReached) {
      throw new DomainError('sharing.too_many_tokens', { params: { max: MAX_SHARING_TOKENS } });
    }
    throw error;
  }
  return {
    ...infoOf(link),
    token,
    projectId,
    clientId: project.clientId,
    path: sharePagePath(projectId, project.clientId, token),
  };
}

export async function listSharingTokens(session: Session, projectId: string): Promise<SharingTokenList> {
  const project = await shareableProject(session, projectId);
  return { items: (await listShareLinks(project.clientId, projectId)).map(infoOf) };
}

/** DELETE /projects/{projectId}/sharing-token/{tokenId}: the link stops working at once. */
export async function revokeSharingToken(
  session: Session,
  projectId: string,
  tokenId: string,
): Promise<void> {
  const project = await shareableProject(session, projectId);
  const link = await findShareLink(project.clientId, projectId, tokenId);
  if (!link || !(await deleteShareLink(link))) throw notFound();
}

/**
 * The project a guest token opens. A wrong, revoked or mismatched token and a project that is
 * gone or no longer bought all answer the same 404.
 */
async function guestProject(
  token: string,
  expected?: { projectId: string; clientId: string },
): Promise<ProjectRecord> {
  const link = await findLinkByTokenHash(hashSecretToken(token));
  if (!link) throw notFound();
  if (expected && (expected.projectId !== link.projectId || expected.clientId !== link.clientId)) {
    throw notFound();
  }
  const project = await findProject(link.clientId, link.projectId);
  if (!project || project.status === 'pending') throw notFound();
  return project;
}

/** What a guest reads of an analysis: what the four guest tabs show, no image links. */
const guestView = (analysis: ProjectAnalysis): ProjectAnalysis => ({ ...analysis, images: [] });

/** GET /share/{projectId}/{clientId}/{sharingToken}: the project and its analysis, read-only. */
export async function readSharedAnalysis(params: {
  projectId: string;
  clientId: string;
  sharingToken: string;
}): Promise<SharedAnalysis> {
  const project = await guestProject(params.sharingToken, params);
  return {
    project: {
      _id: project.projectId,
      name: project.name,
      type: project.type,
      status: project.status,
      viewer: project.viewer,
      ...(project.predictMediaType ? { predictMediaType: project.predictMediaType } : {}),
      created: project.created,
      closed: project.closed,
    },
    analysis: guestView(await projectAnalysisOf(project)),
  };
}

/**
 * GET /share/{projectId}/{clientId}/{sharingToken}/status: the shared project's current run and
 * whether a newer one runs, without the file (a live guest page polls it). Same 404s as the file.
 */
export async function readSharedAnalysisStatus(params: {
  projectId: string;
  clientId: string;
  sharingToken: string;
}): Promise<AnalysisStatus> {
  return analysisStatusOf(await guestProject(params.sharingToken, params));
}

/** GET /share/video-data/{sharingToken}: the shared project's stimuli, playable for a while. */
export async function readSharedVideoData(token: string): Promise<SharedVideoData> {
  const project = await guestProject(token);
  const assets = await readyAssets(project.clientId, project.projectId);
  const items = await Promise.all(
    assets
      .filter((asset) => asset.media)
      .map(async (asset) => ({
        _id: asset.assetId,
        name: asset.name,
        kind: asset.kind ?? 'video',
        duration: asset.duration ?? null,
        width: asset.media?.width ?? asset.width ?? null,
        height: asset.media?.height ?? asset.height ?? null,
        src: await storage().viewUrl(
          { bucket: 'results', key: asset.media?.key ?? '' },
          GUEST_MEDIA_LINK_SECONDS,
        ),
        thumbnail: asset.thumbnailKey
          ? await storage().viewUrl({ bucket: 'results', key: asset.thumbnailKey }, GUEST_MEDIA_LINK_SECONDS)
          : null,
      })),
  );
  return {
    projectId: project.projectId,
    clientId: project.clientId,
    items,
    linksExpireAt: new Date(now() + GUEST_MEDIA_LINK_SECONDS * 1000).toISOString(),
  };
}

/** GET /share/norms/{sharingToken}: the norms the shared project is read against. */
export async function readSharedNorms(token: string): Promise<Norms> {
  return normsOfProject(await guestProject(token));
}
