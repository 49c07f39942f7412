// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, failed, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";

export function GetAlkaneDetailsRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.alkaneId === undefined) requiredFail(errors, path, "#", "alkaneId");
		for (const key0 in data) {
			if (!(key0 === "alkaneId" || key0 === "id")) additionalFail(errors, path, "#", key0);
		}
		if (data.alkaneId !== undefined) {
			if (!IdObject(data.alkaneId)) errors.push(...failed(IdObject, data.alkaneId, path + "/alkaneId"));
		}
		if (data.id !== undefined) {
			if (!IdObject(data.id)) errors.push(...failed(IdObject, data.id, path + "/id"));
		}
	} else typeFail(errors, path, "#", "object");
	GetAlkaneDetailsRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
