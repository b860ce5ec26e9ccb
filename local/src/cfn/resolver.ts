import { LOCAL_ACCOUNT, LOCAL_REGION } from '../local-aws.ts';
import { localIdentity, type LocalIdentity } from './physical-names.ts';
import { isObject, type CfnResource, type CfnTemplate, type StackTemplate } from './types.ts';

const NO_VALUE = Symbol('AWS::NoValue');

const PSEUDO_PARAMETERS: Record<string, string> = {
  'AWS::Region': LOCAL_REGION,
  'AWS::AccountId': LOCAL_ACCOUNT,
  'AWS::Partition': 'aws',
  'AWS::URLSuffix': 'amazonaws.com',
  'AWS::NotificationARNs': '',
};

export class TemplateResolutionError extends Error {
  override name = 'TemplateResolutionError';
}

/**
 * Evaluates CloudFormation intrinsic functions across the stacks of one cloud assembly, as if
 * every resource had been deployed locally (see physical-names.ts for the names it gets).
 */
export class TemplateResolver {
  private readonly stacks = new Map<string, CfnTemplate>();
  private readonly identities = new Map<string, LocalIdentity>();
  private exportsByName: Map<string, { stackName: string; value: unknown }> | undefined;

  constructor(stacks: readonly StackTemplate[]) {
    for (const stack of stacks) this.stacks.set(stack.stackName, stack.template);
  }

  get stackNames(): string[] {
    return [...this.stacks.keys()];
  }

  template(stackName: string): CfnTemplate {
    const template = this.stacks.get(stackName);
    if (!template) throw new TemplateResolutionError(`Unknown stack ${stackName}`);
    return template;
  }

  /** Resources of a stack whose Condition (if any) holds. */
  resources(stackName: string): [string, CfnResource][] {
    return Object.entries(this.template(stackName).Resources ?? {}).filter(
      ([, resource]) => !resource.Condition || this.condition(stackName, resource.Condition),
    );
  }

  /** A value with every intrinsic function evaluated; `AWS::NoValue` entries are dropped. */
  resolve(stackName: string, value: unknown): unknown {
    const resolved = this.evaluate(stackName, value);
    return resolved === NO_VALUE ? undefined : resolved;
  }

  resolveString(stackName: string, value: unknown, what: string): string {
    const resolved = this.resolve(stackName, value);
    if (typeof resolved === 'string') return resolved;
    if (typeof resolved === 'number' || typeof resolved === 'boolean') return String(resolved);
    throw new TemplateResolutionError(`${what} in ${stackName} does not resolve to a string`);
  }

  identity(stackName: string, logicalId: string): LocalIdentity {
    const key = `${stackName}/${logicalId}`;
    const known = this.identities.get(key);
    if (known) return known;
    const resource = this.template(stackName).Resources?.[logicalId];
    if (!resource) throw new TemplateResolutionError(`Unknown resource ${logicalId} in ${stackName}`);
    const identity = localIdentity(stackName, logicalId, resource, (property) => {
      const name = resource.Properties?.[property];
      if (name === undefined) return undefined;
      const resolved = this.resolve(stackName, name);
      return typeof resolved === 'string' ? resolved : undefined;
    });
    this.identities.set(key, identity);
    return identity;
  }

  private evaluate(stackName: string, value: unknown): unknown {
    if (Array.isArray(value)) {
      return value.map((item) => this.evaluate(stackName, item)).filter((item) => item !== NO_VALUE);
    }
    if (!isObject(value)) return value;
    const keys = Object.keys(value);
    const [onlyKey] = keys;
    if (
      keys.length === 1 &&
      onlyKey &&
      (onlyKey === 'Ref' || onlyKey.startsWith('Fn::') || onlyKey === 'Condition')
    ) {
      return this.intrinsic(stackName, onlyKey, value[onlyKey]);
    }
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const evaluated = this.evaluate(stackName, item);
      if (evaluated !== NO_VALUE) result[key] = evaluated;
    }
    return result;
  }

  private intrinsic(stackName: string, name: string, argument: unknown): unknown {
    switch (name) {
      case 'Ref':
        return this.ref(stackName, this.stringArgument(stackName, argument, 'Ref'));
      case 'Fn::GetAtt':
        return this.getAtt(stackName, argument);
      case 'Fn::ImportValue':
        return this.importValue(this.stringArgument(stackName, argument, 'Fn::ImportValue'));
      case 'Fn::Join': {
        const [delimiter, parts] = this.tuple(stackName, argument, 2, 'Fn::Join');
        return this.list(stackName, parts, 'Fn::Join')
          .map((part) => String(part))
          .join(String(delimiter));
      }
      case 'Fn::Select': {
        const [index, list] = this.tuple(stackName, argument, 2, 'Fn::Select');
        return this.list(stackName, list, 'Fn::Select')[Number(index)];
      }
      case 'Fn::Split': {
        const [delimiter, source] = this.tuple(stackName, argument, 2, 'Fn::Split');
        return String(source).split(String(delimiter));
      }
      case 'Fn::Sub':
        return this.sub(stackName, argument);
      case 'Fn::If': {
        const [conditionName, whenTrue, whenFalse] = Array.isArray(argument) ? argument : [];
        return this.evaluate(
          stackName,
          this.condition(stackName, String(conditionName)) ? whenTrue : whenFalse,
        );
      }
      case 'Fn::Base64':
        return Buffer.from(this.stringArgument(stackName, argument, 'Fn::Base64')).toString('base64');
      case 'Fn::GetAZs':
        return ['a', 'b', 'c'].map((zone) => `${LOCAL_REGION}${zone}`);
      case 'Fn::FindInMap': {
        const [map, top, second] = this.tuple(stackName, argument, 3, 'Fn::FindInMap');
        return this.template(stackName).Mappings?.[String(map)]?.[String(top)]?.[String(second)];
      }
      case 'Fn::Equals':
      case 'Fn::Not':
      case 'Fn::And':
      case 'Fn::Or':
      case 'Condition':
        return this.conditionExpression(stackName, { [name]: argument });
      default:
        throw new TemplateResolutionError(`Unsupported intrinsic function ${name} in ${stackName}`);
    }
  }

  private ref(stackName: string, target: string): unknown {
    if (target === 'AWS::NoValue') return NO_VALUE;
    if (target === 'AWS::StackName') return stackName;
    if (target === 'AWS::StackId')
      return `arn:aws:cloudformation:${LOCAL_REGION}:${LOCAL_ACCOUNT}:stack/${stackName}/local`;
    const pseudo = PSEUDO_PARAMETERS[target];
    if (pseudo !== undefined) return pseudo;
    const template = this.template(stackName);
    const parameter = template.Parameters?.[target];
    if (parameter) return parameter.Default === undefined ? '' : this.evaluate(stackName, parameter.Default);
    return this.identity(stackName, target).ref;
  }

  private getAtt(stackName: string, argument: unknown): string {
    const [logicalId, attribute] =
      typeof argument === 'string'
        ? [argument.slice(0, argument.indexOf('.')), argument.slice(argument.indexOf('.') + 1)]
        : this.tuple(stackName, argument, 2, 'Fn::GetAtt').map(String);
    const identity = this.identity(stackName, String(logicalId));
    return identity.attributes[String(attribute)] ?? `${logicalId}.${attribute}`;
  }

  private importValue(exportName: string): unknown {
    this.exportsByName ??= this.collectExports();
    const found = this.exportsByName.get(exportName);
    if (!found) throw new TemplateResolutionError(`No stack exports ${exportName}`);
    return this.evaluate(found.stackName, found.value);
  }

  private collectExports(): Map<string, { stackName: string; value: unknown }> {
    const exports = new Map<string, { stackName: string; value: unknown }>();
    for (const [stackName, template] of this.stacks) {
      for (const output of Object.values(template.Outputs ?? {})) {
        if (!output.Export) continue;
        if (output.Condition && !this.condition(stackName, output.Condition)) continue;
        exports.set(this.resolveString(stackName, output.Export.Name, 'Export name'), {
          stackName,
          value: output.Value,
        });
      }
    }
    return exports;
  }

  private sub(stackName: string, argument: unknown): string {
    const [text, variables] = Array.isArray(argument) ? argument : [argument, {}];
    if (typeof text !== 'string') throw new TemplateResolutionError(`Fn::Sub needs a string in ${stackName}`);
    const vars = isObject(variables) ? variables : {};
    return text.replace(/\$\{([^}]+)\}/g, (_match, expression: string) => {
      if (expression.startsWith('!')) return `\${${expression.slice(1)}}`;
      if (expression in vars) return String(this.evaluate(stackName, vars[expression]));
      const dot = expression.indexOf('.');
      if (dot > 0 && !expression.startsWith('AWS::')) return this.getAtt(stackName, expression);
      return String(this.ref(stackName, expression));
    });
  }

  condition(stackName: string, conditionName: string): boolean {
    const expression = this.template(stackName).Conditions?.[conditionName];
    if (expression === undefined)
      throw new TemplateResolutionError(`Unknown condition ${conditionName} in ${stackName}`);
    return this.conditionExpression(stackName, expression);
  }

  private conditionExpression(stackName: string, expression: unknown): boolean {
    if (typeof expression === 'boolean') return expression;
    if (!isObject(expression)) throw new TemplateResolutionError(`Invalid condition in ${stackName}`);
    const [name] = Object.keys(expression);
    const argument = name ? expression[name] : undefined;
    const items = Array.isArray(argument) ? argument : [];
    switch (name) {
      case 'Condition':
        return this.condition(stackName, String(argument));
      case 'Fn::Equals': {
        const [left, right] = items.map((item) => JSON.stringify(this.resolve(stackName, item)));
        return left === right;
      }
      case 'Fn::Not':
        return !this.conditionExpression(stackName, items[0]);
      case 'Fn::And':
        return items.every((item) => this.conditionExpression(stackName, item));
      case 'Fn::Or':
        return items.some((item) => this.conditionExpression(stackName, item));
      default:
        throw new TemplateResolutionError(`Unsupported condition ${String(name)} in ${stackName}`);
    }
  }

  private stringArgument(stackName: string, argument: unknown, fn: string): string {
    const value = this.evaluate(stackName, argument);
    if (typeof value !== 'string') throw new TemplateResolutionError(`${fn} needs a string in ${stackName}`);
    return value;
  }

  private tuple(stackName: string, argument: unknown, length: number, fn: string): unknown[] {
    if (!Array.isArray(argument) || argument.length < length) {
      throw new TemplateResolutionError(`${fn} needs ${length} arguments in ${stackName}`);
    }
    return argument.map((item) => this.evaluate(stackName, item));
  }

  private list(stackName: string, value: unknown, fn: string): unknown[] {
    if (!Array.isArray(value)) throw new TemplateResolutionError(`${fn} needs a list in ${stackName}`);
    return value;
  }
}
