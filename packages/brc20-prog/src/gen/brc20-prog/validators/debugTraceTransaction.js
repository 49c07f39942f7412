// Generated from specs/openrpc/brc20-prog.yaml (`debug_traceTransaction`) by tools/codegen. Do not edit.

import { fail, failed, typeFail } from "@gw/runtime/validator-support";
import { TraceConfig } from "./schemas/TraceConfig.js";
import { checkEthHash } from "@gw/runtime/common-validators/EthHash";

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length > 2) fail(errors, path, "#/maxItems", "maxItems", { limit: 2 }, "must NOT have more than 2 items");
		if (data.length < 1) fail(errors, path, "#/minItems", "minItems", { limit: 1 }, "must NOT have fewer than 1 items");
		if (data.length > 0) checkEthHash(errors, data[0], path, "#/prefixItems/0", 0);
		if (data.length > 1) {
			if (!TraceConfig(data[1])) errors.push(...failed(TraceConfig, data[1], path + "/1"));
		}
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
