// Generated from specs/openrpc/brc20-prog.yaml (`txpool_content`) by tools/codegen. Do not edit.

import { fail, isObject, typeFail } from "@gw/runtime/validator-support";

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length > 0) fail(errors, path, "#/maxItems", "maxItems", { limit: 0 }, "must NOT have more than 0 items");
		if (data.length < 0) fail(errors, path, "#/minItems", "minItems", { limit: 0 }, "must NOT have fewer than 0 items");
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.pending !== undefined) {
			const data0 = data.pending;
			if (!isObject(data0)) typeFail(errors, path + "/pending", "#/properties/pending", "object");
		}
		if (data.queued !== undefined) {
			const data1 = data.queued;
			if (!isObject(data1)) typeFail(errors, path + "/queued", "#/properties/queued", "object");
		}
	} else typeFail(errors, path, "#", "object");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
