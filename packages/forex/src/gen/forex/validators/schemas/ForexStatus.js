// Generated from specs/openrpc/forex.yaml by tools/codegen. Do not edit.

import { dateTime, fail, isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function ForexStatus(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.age_seconds === undefined) requiredFail(errors, path, "#", "age_seconds");
		if (data.stale === undefined) requiredFail(errors, path, "#", "stale");
		if (data.as_of === undefined) requiredFail(errors, path, "#", "as_of");
		if (data.age_seconds !== undefined) {
			const data0 = data.age_seconds;
			if (!isInteger(data0)) typeFail(errors, path + "/age_seconds", "#/properties/age_seconds", "integer");
			if (typeof data0 == "number") {
				if (data0 < 0 || isNaN(data0)) limitFail(errors, path + "/age_seconds", "#/properties/age_seconds", "minimum", 0);
			}
		}
		if (data.stale !== undefined) {
			const data1 = data.stale;
			if (typeof data1 != "boolean") typeFail(errors, path + "/stale", "#/properties/stale", "boolean");
		}
		if (data.as_of !== undefined) {
			const data2 = data.as_of;
			if (typeof data2 == "string") {
				if (!dateTime(data2)) fail(errors, path + "/as_of", "#/properties/as_of/format", "format", { format: "date-time" }, "must match format \"date-time\"");
			} else typeFail(errors, path + "/as_of", "#/properties/as_of", "string");
		}
	} else typeFail(errors, path, "#", "object");
	ForexStatus.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
