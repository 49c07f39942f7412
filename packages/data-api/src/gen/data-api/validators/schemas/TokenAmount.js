// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isObject, typeFail } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";
import { checkUintString } from "@gw/runtime/common-validators/UintString";

export function TokenAmount(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.tokenId !== undefined) {
			if (!IdObject(data.tokenId)) errors.push(...failed(IdObject, data.tokenId, path + "/tokenId"));
		}
		if (data.amount !== undefined) checkUintString(errors, data.amount, path, "#/properties/amount", "amount");
	} else typeFail(errors, path, "#", "object");
	TokenAmount.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
