// Generated from specs/openrpc/jsonrpc.yaml (`lua_evalscript`) by tools/codegen. Do not edit.

import { fail, typeFail } from "@gw/runtime/validator-support";
import { LuaEvalResult } from "./schemas/LuaEvalResult.js";

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length < 0) fail(errors, path, "#/minItems", "minItems", { limit: 0 }, "must NOT have fewer than 0 items");
		if (data.length > 0) {
			const data0 = data[0];
			if (typeof data0 != "string") typeFail(errors, path + "/0", "#/prefixItems/0", "string");
		}
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export const result = LuaEvalResult;
