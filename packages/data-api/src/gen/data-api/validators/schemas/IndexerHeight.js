// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function IndexerHeight(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.height === undefined) requiredFail(errors, path, "#", "height");
		if (data.height !== undefined) {
			const data0 = data.height;
			if (!isInteger(data0)) typeFail(errors, path + "/height", "#/properties/height", "integer");
			if (typeof data0 == "number") {
				if (data0 < 0 || isNaN(data0)) limitFail(errors, path + "/height", "#/properties/height", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	IndexerHeight.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
