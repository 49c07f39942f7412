// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit.

import { fail, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function EspoInBandError(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.ok === undefined) requiredFail(errors, path, "#", "ok");
		if (data.error === undefined) requiredFail(errors, path, "#", "error");
		if (data.ok !== undefined) {
			const data0 = data.ok;
			if (data0 !== false) fail(errors, path + "/ok", "#/properties/ok/const", "const", { allowedValue: false }, "must be equal to constant");
		}
		if (data.error !== undefined) {
			const data1 = data.error;
			if (typeof data1 != "string") typeFail(errors, path + "/error", "#/properties/error", "string");
		}
		if (data.hint !== undefined) {
			const data2 = data.hint;
			if (typeof data2 != "string") typeFail(errors, path + "/hint", "#/properties/hint", "string");
		}
	} else typeFail(errors, path, "#", "object");
	EspoInBandError.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
