// Generated from specs/openrpc/mempool.yaml (`mempool_info`) by tools/codegen. Do not edit.

import { additionalFail, isObject, typeFail } from "@gw/runtime/validator-support";
import { MempoolInfo } from "./schemas/MempoolInfo.js";

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		for (const key0 in data) additionalFail(errors, path, "#", key0);
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export const result = MempoolInfo;
