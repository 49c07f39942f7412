// Generated from specs/openapi/gateway-ops.yaml by tools/codegen. Do not edit.

import { isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function ObserveRefused(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.error === undefined) requiredFail(errors, path, "#", "error");
		if (data.error !== undefined) {
			const data0 = data.error;
			if (typeof data0 != "string") typeFail(errors, path + "/error", "#/properties/error", "string");
		}
	} else typeFail(errors, path, "#", "object");
	ObserveRefused.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
