// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";

export function GetAlkaneDetailsRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.alkaneId === undefined) requiredFail(errors, path, "#", "alkaneId");
		for (const key0 in data) {
			if (!(key0 === "alkaneId" || key0 === "id")) additionalFail(errors, path, "#", key0);
		}
		if (data.alkaneId !== undefined) {
			if (!IdObject(data.alkaneId, path + "/alkaneId")) errors.push(...IdObject.errors);
		}
		if (data.id !== undefined) {
			if (!IdObject(data.id, path + "/id")) errors.push(...IdObject.errors);
		}
	} else typeFail(errors, path, "#", "object");
	GetAlkaneDetailsRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
